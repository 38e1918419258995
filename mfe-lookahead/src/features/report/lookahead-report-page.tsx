import { useMemo, useState } from 'react';
import { App, Button, Result, Select, Space, Typography } from 'antd';
import { ArrowLeftOutlined, FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { useIsFetching, useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, downloadPdf, ErrorState, isPrintMode, LoadingState, PrintReady, useProjectsQuery, useSchedulesQuery, useSelectedSchedule, useSession } from '@tenon/ui';
import { LOOKAHEAD_NAMESPACE } from '../../i18n/lookahead-messages';
import { usePlanNames } from '../planification/plan-names';
import { getPlanWindow } from '../planification/tasks.api';
import { colorSchemaOf, lookaheadReportPath, namedScheduleIds, REPORT_COLOR_SCHEMAS, REPORT_IDS_STORAGE_KEY, reportScheduleIds, reportStartOf, reportWeeksOf, savedScheduleIds, type ReportColorSchema } from './report-address';
import { ReportLegend, ReportScheduleSection } from './report-sections';
import { subcontractColours } from './report-rows';

function readSaved(): string[] {
  try {
    return savedScheduleIds(window.localStorage.getItem(REPORT_IDS_STORAGE_KEY));
  } catch {
    return [];
  }
}

/**
 * The lookahead report (spec part 3, 2.2): the window's planned tasks of the chosen schedules under their activities,
 * with who does them, when, their lean status and roadblocks, coloured by the address's schema; one page that prints
 * well and that the server prints to PDF.
 */
export function LookaheadReportPage({ newTab }: { newTab: boolean }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const { message } = App.useApp();
  const params = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const printing = isPrintMode();
  const companyId = useSession().companySession?.company.id ?? null;
  const selected = useSelectedSchedule();
  const projectId = search.get('projectId') ?? selected.projectId;
  const start = reportStartOf(params.week);
  const weeks = reportWeeksOf(params.numWeeks);
  const colorSchema = colorSchemaOf(params.colorSchema);

  const projects = useProjectsQuery();
  const schedules = useSchedulesQuery(projectId);
  const [saved, setSaved] = useState(readSaved);
  const scheduleIds = useMemo(
    () => reportScheduleIds(namedScheduleIds(search.get('schedules')), saved, (schedules.data ?? []).map((s) => s.id), projectId === selected.projectId ? selected.scheduleId : null),
    [search, saved, schedules.data, projectId, selected.projectId, selected.scheduleId],
  );
  const plans = useQueries({
    queries: scheduleIds.map((scheduleId) => ({
      queryKey: ['lookahead', 'plan', companyId, projectId, scheduleId, start, weeks],
      queryFn: () => getPlanWindow({ projectId: projectId!, scheduleId }, start!, weeks),
      enabled: companyId !== null && projectId !== null && start !== null,
    })),
  });
  const names = usePlanNames(projectId);
  const [exporting, setExporting] = useState(false);
  // The print waits for the names too, or the PDF would show dashes for people and subcontracts.
  const fetching = useIsFetching();
  const allTasks = useMemo(() => plans.flatMap((plan) => plan.data?.tasks ?? []), [plans]);
  const colours = useMemo(() => subcontractColours(allTasks), [allTasks]);

  if (start === null) return <Result status="warning" title={t('report_bad_week', { week: params.week ?? '' })} data-testid="lookahead-report-bad-week" />;
  if (projectId === null) {
    if (selected.isLoading) return <LoadingState />;
    return <Result status="info" title={t('report_no_schedule')} data-testid="lookahead-report-no-schedule" />;
  }
  if (schedules.isLoading || projects.isLoading) return <LoadingState />;
  if (schedules.isError) return <ErrorState error={schedules.error} onRetry={() => void schedules.refetch()} />;
  if (scheduleIds.length === 0) return <Result status="info" title={t('report_no_schedule')} data-testid="lookahead-report-no-schedule" />;
  const failed = plans.find((plan) => plan.isError);
  if (failed !== undefined) return <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />;
  if (plans.some((plan) => plan.data === undefined)) return <LoadingState />;

  // The service lays the window on the project's planning weeks, so its own dates head the report.
  const span = plans[0]!.data!.window;
  const projectName = projects.data?.find((p) => p.id === projectId)?.name ?? '';
  const scheduleName = (id: string) => schedules.data?.find((s) => s.id === id)?.name ?? '';
  const weeksLabel = t(weeks === 1 ? 'week_one' : 'week_many', { count: weeks });
  const path = (change: { scheduleIds?: string[]; colorSchema?: ReportColorSchema }) =>
    lookaheadReportPath({ start, weeks, newTab, projectId, colorSchema: change.colorSchema ?? colorSchema, scheduleIds: change.scheduleIds ?? scheduleIds });

  const chooseSchedules = (ids: string[]) => {
    try {
      window.localStorage.setItem(REPORT_IDS_STORAGE_KEY, JSON.stringify(ids));
    } catch {
      // Storage can be full or refused; the choice still holds in the address.
    }
    setSaved(ids);
    setSearch((query) => {
      query.set('projectId', projectId);
      query.set('schedules', ids.join(','));
      return query;
    });
  };
  const exportPdf = () => {
    setExporting(true);
    const fileName = `lookahead report ${projectName} ${start}`.replace(/[^A-Za-z0-9 ._-]/g, '').trim();
    downloadPdf(path({}), fileName)
      .catch((error: unknown) => void message.error(t('report_pdf_failed', { reason: error instanceof ApiError ? error.message : String(error) }), 6))
      .finally(() => setExporting(false));
  };

  return (
    <div style={{ padding: printing ? 0 : 24, background: '#fff' }} data-testid="lookahead-report">
      <PrintReady ready={fetching === 0} />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start" wrap>
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('report_title')}
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="lookahead-report-header">
              {t('report_header', { project: projectName, start: span.start, end: span.end, weeks: weeksLabel })}
            </Typography.Text>
          </div>
          {printing ? null : (
            <Space wrap>
              {newTab ? null : (
                <Link to={`/lookahead/planification/${projectId}/${scheduleIds[0]}?start=${start}&weeks=${weeks}`}>
                  <Button icon={<ArrowLeftOutlined />}>{t('report_back')}</Button>
                </Link>
              )}
              <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="lookahead-report-print">
                {t('report_print')}
              </Button>
              <Button type="primary" icon={<FilePdfOutlined />} loading={exporting} onClick={exportPdf} data-testid="lookahead-report-pdf">
                {t('report_pdf')}
              </Button>
            </Space>
          )}
        </Space>
        {printing ? null : (
          <Space wrap>
            <Select
              mode="multiple"
              aria-label={t('report_schedules_pick')}
              placeholder={t('report_schedules_pick')}
              value={scheduleIds}
              style={{ minWidth: 320 }}
              options={(schedules.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
              onChange={(ids: string[]) => chooseSchedules(ids)}
              data-testid="lookahead-report-schedules"
            />
            <Select
              aria-label={t('report_colours')}
              value={colorSchema}
              style={{ width: 180 }}
              options={REPORT_COLOR_SCHEMAS.map((schema) => ({ value: schema, label: t(`report_colour_${schema}`) }))}
              onChange={(schema: ReportColorSchema) => {
                void navigate(path({ colorSchema: schema }), { replace: true });
              }}
              data-testid="lookahead-report-colours"
            />
          </Space>
        )}
        <ReportLegend schema={colorSchema} subcontracts={colours} names={names} />
        {plans.map((plan, index) => (
          <ReportScheduleSection key={scheduleIds[index]} scheduleName={scheduleName(scheduleIds[index]!)} plan={plan.data!} schema={colorSchema} subcontracts={colours} names={names} />
        ))}
      </Space>
    </div>
  );
}
