import { useMemo, type ReactNode } from 'react';
import { Card, Col, Empty, Result, Row, Space, Statistic, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { WeekPpcPoint } from '@tenon/contracts/types';
import { ErrorState, LoadingState, useProjectsQuery, useSchedulesQuery, useSelectedSchedule, useSession } from '@tenon/ui';
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';
import { cncTypeLabel } from '../cncs/cnc-labels';
import { listCncs } from '../cncs/cncs.api';
import { getWeek } from '../commitments/weeks.api';
import { useWeekNames } from '../commitments/week-names';
import { ppcColour } from '../commitments/week-rules';
import { ReportFrame, ReportTable } from './report-frame';
import { weekReportRows, type WeekReportRow } from './week-report-rows';
import { causesByType, weekStartOfReport, type CausesOfType } from './week-summary';

const TREND_BAR_HEIGHT = 90;

/**
 * The week report (spec part 2, 2.11): the week's commitments with what was realized, its PPC, its causes of
 * non-compliance by type and the PPC of the last weeks, on one page that prints well and is what the server prints to PDF.
 */
export function WeekSummaryPage() {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  const params = useParams();
  const [search] = useSearchParams();
  const companyId = useSession().companySession?.company.id ?? null;
  const selected = useSelectedSchedule();
  // The address names the schedule in its query; without it, the schedule the user has chosen.
  const projectId = search.get('projectId') ?? selected.projectId;
  const scheduleId = search.get('scheduleId') ?? selected.scheduleId;
  const place = useMemo(() => (projectId === null || scheduleId === null ? null : { projectId, scheduleId }), [projectId, scheduleId]);
  const weekStart = weekStartOfReport(params);

  const report = useQuery({
    queryKey: ['weekly', 'week-summary', companyId, projectId, scheduleId, weekStart],
    queryFn: async () => {
      const [week, cncs] = await Promise.all([getWeek(place!, weekStart!), listCncs(place!)]);
      return { week, cncs: cncs.cncs.filter((cnc) => cnc.weekStart === week.week.start), types: cncs.types };
    },
    enabled: companyId !== null && place !== null && weekStart !== null,
  });
  const projects = useProjectsQuery();
  const schedules = useSchedulesQuery(projectId);
  const names = useWeekNames(projectId);
  const rows = useMemo(() => (report.data === undefined ? [] : weekReportRows(report.data.week, report.data.cncs, names)), [report.data, names]);
  const byType = useMemo(
    () => (report.data === undefined ? [] : causesByType(report.data.cncs, report.data.types, (type) => cncTypeLabel(type, t, t('summary_unknown_type')))),
    [report.data, t],
  );

  if (weekStart === null) return <Result status="warning" title={t('report_no_week', { week: params.week, year: params.year })} data-testid="report-no-week" />;
  if (place === null) {
    if (selected.isLoading) return <LoadingState />;
    return <Result status="info" title={t('summary_no_schedule')} data-testid="report-no-schedule" />;
  }
  if (report.isError) return <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  if (report.data === undefined) return <LoadingState />;

  const { week } = report.data;
  const projectName = projects.data?.find((p) => p.id === projectId)?.name ?? '';
  const scheduleName = schedules.data?.find((s) => s.id === scheduleId)?.name ?? '';
  const fileName = `week report ${scheduleName} week ${week.week.week} ${week.week.year}`.replace(/[^A-Za-z0-9 ._-]/g, '').trim();
  const ready = !report.isFetching && !projects.isLoading && !schedules.isLoading;
  const closed = week.state === 'closed';

  const commitment = (render: (row: Extract<WeekReportRow, { kind: 'commitment' }>) => ReactNode) => (_: unknown, row: WeekReportRow) => (row.kind === 'commitment' ? render(row) : null);
  const columns = [
    { title: t('report_col_task'), key: 'name', render: (_: unknown, row: WeekReportRow) => (row.kind === 'activity' ? <strong>{row.name}</strong> : <span style={{ paddingLeft: 16 }}>{row.name}</span>) },
    { title: t('report_col_responsible'), key: 'responsible', render: commitment((row) => row.responsible) },
    { title: t('report_col_committed'), key: 'committed', width: 110, align: 'right' as const, render: commitment((row) => `${row.committed}%`) },
    { title: t('report_col_realized'), key: 'realized', width: 100, align: 'right' as const, render: commitment((row) => (row.realized === null ? '—' : `${row.realized}%`)) },
    {
      title: t('report_col_met'),
      key: 'met',
      width: 80,
      render: commitment((row) => (row.met === null ? null : <Tag color={row.met ? 'green' : 'red'}>{t(row.met ? 'report_yes' : 'report_no')}</Tag>)),
    },
    { title: t('report_col_causes'), key: 'causes', render: commitment((row) => row.causes.join('; ')) },
  ];

  return (
    <ReportFrame
      testId="report-week"
      title={t('report_week_title')}
      subtitle={t('report_subtitle', { project: projectName, schedule: scheduleName, week: week.week.week, start: week.week.start, end: week.week.end })}
      backTo={`/weeklyplan/commintments/${place.projectId}/${place.scheduleId}?date=${week.week.start}`}
      ready={ready}
      fileName={fileName}
    >
      <Card size="small">
        <Space size={40} wrap data-testid="report-figures">
          <Statistic title={t('report_committed_count')} value={week.totals.committed} />
          <Statistic title={t('report_met_count')} value={closed ? week.totals.met : '—'} />
          <Statistic title={t('summary_missed_count')} value={closed ? week.totals.missed : '—'} />
          <Statistic title={t('report_ppc')} value={week.ppc === null ? '—' : `${Math.round(week.ppc)}%`} valueStyle={{ color: ppcColour(week.ppc) }} />
          <Statistic title=" " value={t(`report_state_${week.state.replace('-', '_')}`)} />
        </Space>
      </Card>
      <Row gutter={16} style={{ breakInside: 'avoid' }}>
        <Col span={12}>
          <CausesByTypeCard rows={byType} />
        </Col>
        <Col span={12}>
          <TrendCard trend={week.trend} />
        </Col>
      </Row>
      <Card size="small" title={t('summary_commitments_title')}>
        <ReportTable columns={columns} rows={rows} />
      </Card>
    </ReportFrame>
  );
}

function CausesByTypeCard({ rows }: { rows: CausesOfType[] }) {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  return (
    <Card size="small" title={t('summary_causes_by_type')} style={{ height: '100%' }} data-testid="report-causes-by-type">
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('summary_no_causes')} />
      ) : (
        <Space direction="vertical" size={6} style={{ width: '100%' }}>
          {rows.map((row) => (
            <div key={row.typeId} data-testid="report-cause-type" style={{ display: 'grid', gridTemplateColumns: '40% 1fr 64px', alignItems: 'center', gap: 8 }}>
              <span>{row.label}</span>
              <div style={{ background: '#f0f0f0', height: 12, borderRadius: 2 }}>
                <div style={{ width: `${row.share}%`, height: 12, background: '#cf1322', borderRadius: 2 }} />
              </div>
              <span style={{ textAlign: 'right' }}>
                {row.count} · {row.share}%
              </span>
            </div>
          ))}
        </Space>
      )}
    </Card>
  );
}

function TrendCard({ trend }: { trend: WeekPpcPoint[] }) {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  return (
    <Card size="small" title={t('summary_trend_title')} style={{ height: '100%' }} data-testid="report-trend">
      {trend.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('summary_no_trend')} />
      ) : (
        <div style={{ display: 'flex', alignItems: 'flex-end', gap: 12, height: TREND_BAR_HEIGHT + 36 }}>
          {trend.map((point) => (
            <div key={point.weekStart} style={{ textAlign: 'center', width: 44 }} data-testid="report-trend-point" title={point.weekStart}>
              <div style={{ fontSize: 12 }}>{point.ppc === null ? '—' : `${Math.round(point.ppc)}%`}</div>
              <div style={{ height: Math.max(2, ((point.ppc ?? 0) / 100) * TREND_BAR_HEIGHT), background: ppcColour(point.ppc), borderRadius: 2 }} />
              <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.55)' }}>{t('week_short', { week: point.week })}</div>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
