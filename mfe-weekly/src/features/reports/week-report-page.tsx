import { useMemo } from 'react';
import { Card, Result, Space, Statistic, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { planningWeekByNumber } from '@tenon/lean';
import { ErrorState, LoadingState, useProjectsQuery, useSchedulesQuery, useSession } from '@tenon/ui';
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';
import { listCncs } from '../cncs/cncs.api';
import { getWeek } from '../commitments/weeks.api';
import { useWeekNames } from '../commitments/week-names';
import { ReportFrame, ReportTable } from './report-frame';
import { downloadWeekWorkbook } from './week-report-export';
import { weekReportRows, type WeekReportKind, type WeekReportRow } from './week-report-rows';

const HEADER_KEYS = ['activity', 'task', 'responsible', 'subcontract', 'start', 'finish', 'progress', 'committed', 'realized', 'met', 'causes'] as const;

/**
 * The week's commitment or closure report (spec part 2, 2.11): one page that reads well on screen, prints well, and is
 * what the server prints to PDF. Its address names the week by planning day, number and year.
 */
export function WeekReportPage({ kind }: { kind: WeekReportKind }) {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  const params = useParams();
  const [search] = useSearchParams();
  const companyId = useSession().companySession?.company.id ?? null;
  const projectId = params.projectId ?? null;
  const scheduleId = params.sectorId ?? null;
  const planificationDay = Number(params.planificationDay);
  const weekNumber = Number(params.week);
  const year = Number(params.year ?? search.get('year') ?? new Date().getFullYear());
  const week = Number.isInteger(planificationDay) && planificationDay >= 0 && planificationDay <= 6 ? planningWeekByNumber(year, weekNumber, planificationDay) : null;
  const place = projectId === null || scheduleId === null ? null : { projectId, scheduleId };

  const report = useQuery({
    queryKey: ['weekly', 'report', companyId, projectId, scheduleId, week?.start ?? null],
    queryFn: async () => {
      const [weekReply, cncs] = await Promise.all([getWeek(place!, week!.start), listCncs(place!)]);
      return { week: weekReply, cncs: cncs.cncs.filter((cnc) => cnc.weekStart === weekReply.week.start) };
    },
    enabled: companyId !== null && place !== null && week !== null,
  });
  const projects = useProjectsQuery();
  const schedules = useSchedulesQuery(projectId);
  const names = useWeekNames(projectId);
  const rows = useMemo(() => (report.data === undefined ? [] : weekReportRows(report.data.week, report.data.cncs, names)), [report.data, names]);

  if (place === null || week === null) return <Result status="warning" title={t('report_no_week', { week: params.week, year })} data-testid="report-no-week" />;
  if (report.isError) return <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  if (report.data === undefined) return <LoadingState />;

  const data = report.data.week;
  const projectName = projects.data?.find((p) => p.id === projectId)?.name ?? '';
  const scheduleName = schedules.data?.find((s) => s.id === scheduleId)?.name ?? '';
  const closure = kind === 'closure';
  const title = t(closure ? 'report_closure_title' : 'report_commitment_title');
  const fileName = `${closure ? 'closure' : 'commitments'} ${scheduleName} week ${data.week.week} ${data.week.year}`.replace(/[^A-Za-z0-9 ._-]/g, '').trim();
  const headers: Record<string, string> = { yes: t('report_yes'), no: t('report_no') };
  for (const key of HEADER_KEYS) headers[key] = t(`report_col_${key}`);
  const ready = !report.isFetching && !projects.isLoading && !schedules.isLoading;

  const columns = [
    { title: t('report_col_task'), key: 'name', render: (_: unknown, row: WeekReportRow) => (row.kind === 'activity' ? <strong>{row.name}</strong> : <span style={{ paddingLeft: 16 }}>{row.name}</span>) },
    ...(['responsible', 'subcontract', 'start', 'finish'] as const).map((key) => ({
      title: t(`report_col_${key}`),
      key,
      width: key === 'start' || key === 'finish' ? 104 : undefined,
      render: (_: unknown, row: WeekReportRow) => (row.kind === 'commitment' ? row[key] : null),
    })),
    { title: t('report_col_committed'), key: 'committed', width: 110, align: 'right' as const, render: (_: unknown, row: WeekReportRow) => (row.kind === 'commitment' ? `${row.committed}%` : null) },
    ...(closure
      ? [
          { title: t('report_col_realized'), key: 'realized', width: 100, align: 'right' as const, render: (_: unknown, row: WeekReportRow) => (row.kind === 'commitment' && row.realized !== null ? `${row.realized}%` : null) },
          {
            title: t('report_col_met'),
            key: 'met',
            width: 80,
            render: (_: unknown, row: WeekReportRow) => (row.kind === 'commitment' && row.met !== null ? <Tag color={row.met ? 'green' : 'red'}>{t(row.met ? 'report_yes' : 'report_no')}</Tag> : null),
          },
          { title: t('report_col_causes'), key: 'causes', render: (_: unknown, row: WeekReportRow) => (row.kind === 'commitment' ? row.causes.join('; ') : null) },
        ]
      : []),
  ];

  return (
    <ReportFrame
      testId={`report-${kind}`}
      title={title}
      subtitle={t('report_subtitle', { project: projectName, schedule: scheduleName, week: data.week.week, start: data.week.start, end: data.week.end })}
      backTo={`/weeklyplan/commintments/${place.projectId}/${place.scheduleId}?date=${data.week.start}`}
      ready={ready}
      fileName={fileName}
      exportExcel={() => downloadWeekWorkbook(rows, kind, headers, fileName)}
    >
      <Card size="small">
        <Space size={40} wrap>
          <Statistic title={t('report_committed_count')} value={data.totals.committed} />
          {closure ? <Statistic title={t('report_met_count')} value={data.totals.met} /> : null}
          {closure ? <Statistic title={t('report_ppc')} value={data.ppc === null ? '—' : `${Math.round(data.ppc)}%`} valueStyle={{ color: '#1677ff' }} /> : null}
          <Statistic title=" " value={t(`report_state_${data.state.replace('-', '_')}`)} />
        </Space>
      </Card>
      <ReportTable columns={columns} rows={rows} />
      {closure && report.data.cncs.length > 0 ? (
        <Card size="small" title={t('report_causes_title')} data-testid="report-causes">
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {report.data.cncs.map((cnc) => (
              <li key={cnc.id}>{cnc.name}</li>
            ))}
          </ul>
        </Card>
      ) : null}
    </ReportFrame>
  );
}
