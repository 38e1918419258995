import { useMemo } from 'react';
import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, PrintReady, useProjectsQuery, useSession } from '@tenon/ui';
import { useScheduleSummaries } from '../schedules/use-schedule-summaries';
import { EXPORT_NAMESPACE } from './export-messages';
import { layoutGanttPrint } from './gantt-print-layout';
import { parsePrintOptions, printColumnsWidth } from './gantt-print-options';
import { GanttPrintSheet, type PrintedRow } from './gantt-print-sheet';
import { loadScheduleExport } from './schedule-export.api';
import { scheduleRows } from './schedule-rows';

const PAGE_CSS = (paper: string) => `
@page { size: ${paper} landscape; margin: 12mm 10mm; }
body { margin: 0; background: #fff; }
.gantt-print-page { position: relative; overflow: hidden; break-after: page; page-break-after: always; background: #fff; }
.gantt-print-page:last-child { break-after: auto; page-break-after: auto; }
@media screen { .gantt-print-page { margin: 12px auto; box-shadow: 0 0 0 1px #d9d9d9; } }
`;

/**
 * /gantt/print/:projectId/:sectorId: the saved schedule laid out on paper-sized pages for the server's print browser,
 * bars drawn as plain SVG (spec 2 §2.11). Its data comes through the same gateway calls as the Gantt's.
 */
export function GanttPrintPage() {
  const { t, i18n } = useTranslation(EXPORT_NAMESPACE);
  const { projectId = '', sectorId: scheduleId = '' } = useParams();
  const { search } = useLocation();
  const options = useMemo(() => parsePrintOptions(search), [search]);
  const companyId = useSession().companySession?.company.id ?? null;
  const data = useQuery({
    queryKey: ['masterplan', 'print', companyId, projectId, scheduleId],
    queryFn: () => loadScheduleExport(projectId, scheduleId),
    enabled: companyId !== null,
    retry: false,
  });
  const projects = useProjectsQuery();
  const schedules = useScheduleSummaries(projectId);

  const hasBaseline = (data.data?.baseline ?? null) !== null;
  const columns = options.columns.filter((column) => hasBaseline || (column !== 'baselineStart' && column !== 'baselineFinish'));
  const result = useMemo(() => {
    if (data.data === undefined) return null;
    const rows: PrintedRow[] = scheduleRows(data.data).map((row) => ({ ...row, depth: row.outlineLevel - 1 }));
    return layoutGanttPrint(rows, { ...options, columnsWidth: printColumnsWidth(columns) });
  }, [data.data, options, columns]);

  const project = projects.data?.find((candidate) => candidate.id === projectId);
  const schedule = schedules.data?.find((candidate) => candidate.id === scheduleId);
  const namesReady = !projects.isLoading && !schedules.isLoading;

  if (data.isError) {
    return (
      <>
        <ErrorState error={data.error} onRetry={() => void data.refetch()} />
        <PrintReady ready />
      </>
    );
  }
  if (result === null || !namesReady) return <LoadingState />;
  if (!result.ok) {
    return (
      <div style={{ padding: 24 }}>
        <Alert type="info" showIcon message={t(`print_${result.reason.replace(/-/g, '_')}`)} data-testid="gantt-print-refused" />
        <PrintReady ready />
      </div>
    );
  }
  const header = {
    title: [project?.name, schedule?.name].filter((part) => part !== undefined).join(' · '),
    dataDate: data.data?.dataDate ?? null,
    printedOn: new Date().toISOString().slice(0, 10),
  };
  const { layout } = result;
  return (
    <div data-testid="gantt-print" data-pages={layout.pages.length}>
      <style>{PAGE_CSS(options.paper)}</style>
      {layout.pages.map((page) => (
        <GanttPrintSheet key={page.number} page={page} total={layout.pages.length} layout={layout} columns={columns} zoom={options.zoom} legend={options.legend} header={header} locale={i18n.language} />
      ))}
      <PrintReady ready />
    </div>
  );
}
