import { Descriptions } from 'antd';
import type { Options } from 'highcharts';
import { useTranslation } from 'react-i18next';
import type { NamedProjectMember, Schedule } from '@tenon/contracts/types';
import { personName, type FigureCsv } from '@tenon/ui';
import { ANALYTICS_NAMESPACE } from '../../i18n/analytics-messages';
import { ChartCard } from './chart-card';
import type { CncFiguresReply, DashboardFilters } from './figures.api';
import { CNC_FIGURES, PCR_FIGURES, PPC_FIGURES, ROADBLOCK_FIGURES } from './figures-sources';
import { TeamTableCard } from './team-table-card';
import { useCncTypeNames, useFigures } from './use-figures';

export interface WidgetProps {
  projectId: string;
  filters: DashboardFilters;
  schedules: Schedule[];
  people: NamedProjectMember[];
}

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

export function PpcWidget({ projectId, filters }: WidgetProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const figures = useFigures(PPC_FIGURES, projectId, filters);
  return (
    <ChartCard
      testId="analytics-ppc"
      title={t('ppc_title')}
      figures={figures}
      isEmpty={(data) => data.weeks.length === 0}
      chart={(data) => ({
        chart: { height: 280 },
        xAxis: { categories: data.weeks.map((w) => w.weekStart) },
        yAxis: { min: 0, max: 100, title: { text: '%' } },
        series: [
          { type: 'column', name: t('ppc'), data: data.weeks.map((w) => w.ppc), color: '#1677ff' },
          { type: 'line', name: t('trend'), data: data.weeks.map((w) => w.trend), dashStyle: 'ShortDash', color: '#fa8c16', marker: { enabled: false } },
          { type: 'line', name: t('average'), data: data.weeks.map(() => data.average), color: '#52c41a', marker: { enabled: false } },
        ],
      })}
      body={(data) => (
        <Descriptions size="small" column={3} style={{ marginTop: 8 }}>
          <Descriptions.Item label={t('average')}>
            <span data-testid="analytics-ppc-average">{percent(data.average)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('overall')}>{percent(data.overall)}</Descriptions.Item>
          <Descriptions.Item label={t('weeks')}>{data.weeks.length}</Descriptions.Item>
        </Descriptions>
      )}
      csv={(data) => ({
        header: ['week', 'committed', 'completed', 'ppc', 'trend', 'average'],
        rows: data.weeks.map((w) => [w.weekStart, w.committed, w.completed, w.ppc, w.trend, data.average]),
      })}
    />
  );
}

export function PcrWidget({ projectId, filters }: WidgetProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const figures = useFigures(PCR_FIGURES, projectId, filters);
  return (
    <ChartCard
      testId="analytics-pcr"
      title={t('pcr_title')}
      figures={figures}
      isEmpty={(data) => data.weeks.every((w) => w.raised === 0 && w.open === 0 && w.due === 0)}
      chart={(data) => ({
        chart: { height: 280 },
        xAxis: { categories: data.weeks.map((w) => w.weekStart) },
        yAxis: [{ min: 0, title: { text: t('roadblocks') } }, { min: 0, max: 100, title: { text: 'PCR %' }, opposite: true }],
        series: [
          { type: 'area', name: t('open'), data: data.weeks.map((w) => w.open), color: '#faad14', fillOpacity: 0.3 },
          { type: 'area', name: t('released'), data: data.weeks.map((w) => w.released), color: '#52c41a', fillOpacity: 0.3 },
          { type: 'line', name: 'PCR', yAxis: 1, data: data.weeks.map((w) => w.pcr), color: '#1677ff' },
        ],
      })}
      csv={(data) => ({
        header: ['week', 'due', 'released_on_time', 'raised', 'released', 'open', 'pcr'],
        rows: data.weeks.map((w) => [w.weekStart, w.due, w.releasedOnTime, w.raised, w.released, w.open, w.pcr]),
      })}
    />
  );
}

type CncTypeName = (typeId: string, index: number) => string;

interface CncCardProps extends Pick<WidgetProps, 'projectId' | 'filters' | 'schedules'> {
  testId: string;
  title: string;
  chart: (data: CncFiguresReply, nameOf: CncTypeName) => Options;
  csv: (data: CncFiguresReply, nameOf: CncTypeName) => FigureCsv;
}

/** Both CNC widgets: the CNC figures, with the names of their cause types (the project's own, or "Type n" for one since deleted). */
function CncCard({ testId, title, projectId, filters, schedules, chart, csv }: CncCardProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const figures = useFigures(CNC_FIGURES, projectId, filters);
  const names = useCncTypeNames(projectId, filters.scheduleIds[0] ?? schedules[0]?.id ?? null);
  const nameOf: CncTypeName = (typeId, index) => names.get(typeId) ?? t('cnc_type_n', { n: index + 1 });
  return (
    <ChartCard
      testId={testId}
      title={title}
      figures={figures}
      isEmpty={(data) => data.total === 0}
      chart={(data) => ({ chart: { height: 300 }, ...chart(data, nameOf) })}
      csv={(data) => csv(data, nameOf)}
    />
  );
}

export function CncWidget(props: WidgetProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  return (
    <CncCard
      {...props}
      testId="analytics-cnc"
      title={t('cnc_title')}
      chart={(data, nameOf) => ({
        xAxis: { categories: data.types.map((type, i) => nameOf(type.typeId, i)) },
        yAxis: [{ min: 0, title: { text: t('cncs') } }, { min: 0, max: 100, title: { text: '%' }, opposite: true }],
        series: [
          { type: 'column', name: t('cncs'), data: data.types.map((type) => type.cncs), color: '#1677ff' },
          { type: 'line', name: t('cumulative'), yAxis: 1, data: data.types.map((type) => type.cumulativePercent), color: '#f5222d' },
        ],
      })}
      csv={(data, nameOf) => ({
        header: ['type', 'cncs', 'lost_commitments', 'percent', 'cumulative_percent'],
        rows: data.types.map((type, i) => [nameOf(type.typeId, i), type.cncs, type.lostCommitments, type.percent, type.cumulativePercent]),
      })}
    />
  );
}

export function CncPieWidget(props: WidgetProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  return (
    <CncCard
      {...props}
      testId="analytics-cnc-pie"
      title={t('cnc_pie_title')}
      chart={(data, nameOf) => ({
        plotOptions: { pie: { dataLabels: { enabled: true, format: '{point.name}: {point.percentage:.1f}%' } } },
        series: [{ type: 'pie', name: t('cncs'), data: data.types.map((type, i) => ({ name: nameOf(type.typeId, i), y: type.cncs })) }],
      })}
      csv={(data, nameOf) => ({ header: ['type', 'cncs', 'percent'], rows: data.types.map((type, i) => [nameOf(type.typeId, i), type.cncs, type.percent]) })}
    />
  );
}

export function RoadblockAgeingWidget({ projectId, filters }: WidgetProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const figures = useFigures(ROADBLOCK_FIGURES, projectId, filters);
  return (
    <ChartCard
      testId="analytics-ageing"
      title={t('ageing_title')}
      figures={figures}
      isEmpty={(data) => data.open === 0}
      chart={(data) => ({
        chart: { type: 'bar', height: 220 },
        xAxis: { categories: data.bands.map((b) => t('days_band', { band: b.band })) },
        yAxis: { min: 0, allowDecimals: false, title: { text: t('open') } },
        series: [{ type: 'bar', name: t('open'), data: data.bands.map((b) => b.open), color: '#faad14' }],
      })}
      body={(data) => (
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('open')}>{data.open}</Descriptions.Item>
          <Descriptions.Item label={t('overdue')}>
            <span data-testid="analytics-overdue">{data.overdue}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('oldest')}>{data.oldestDays === null ? '—' : t('days', { count: data.oldestDays })}</Descriptions.Item>
        </Descriptions>
      )}
      csv={(data) => ({ header: ['band_days', 'open'], rows: data.bands.map((b) => [b.band, b.open]) })}
    />
  );
}

/** PPC variability and the team's average: how steady the promises are, beside the roadblocks overdue. */
export function LeadingIndicatorsWidget({ projectId, filters }: WidgetProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const figures = useFigures(PPC_FIGURES, projectId, filters);
  return (
    <ChartCard
      testId="analytics-indicators"
      title={t('indicators_title')}
      figures={figures}
      isEmpty={(data) => data.weeks.length === 0}
      body={(data) => (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('variability_sd')}>{data.variability.standardDeviation ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('variability_swing')}>{data.variability.meanWeekToWeekChange ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('variability_largest')}>{data.variability.largestSwing ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('average')}>{percent(data.average)}</Descriptions.Item>
        </Descriptions>
      )}
      csv={(data) => ({
        header: ['standard_deviation', 'mean_week_to_week_change', 'largest_swing', 'average_ppc'],
        rows: [[data.variability.standardDeviation, data.variability.meanWeekToWeekChange, data.variability.largestSwing, data.average]],
      })}
    />
  );
}

export function TeamCommitmentTable({ projectId, filters, schedules }: WidgetProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const scheduleName = (id: string) => schedules.find((s) => s.id === id)?.name ?? id;
  return (
    <TeamTableCard
      testId="analytics-team-commitment"
      title={t('team_commitment_title')}
      source={PPC_FIGURES}
      projectId={projectId}
      filters={filters}
      weekRange={(week) => ({ from: week, to: week })}
      rows={(data) => data.schedules}
      rowKey="scheduleId"
      columns={[
        { title: t('schedule'), dataIndex: 'scheduleId', render: (id: string) => scheduleName(id) },
        { title: t('committed'), dataIndex: 'committed' },
        { title: t('completed'), dataIndex: 'completed' },
        { title: 'PPC', dataIndex: 'ppc', render: (value: number | null) => percent(value) },
      ]}
      csv={(data) => ({ header: ['schedule', 'committed', 'completed', 'ppc'], rows: data.schedules.map((s) => [scheduleName(s.scheduleId), s.committed, s.completed, s.ppc]) })}
    />
  );
}

export function TeamConstraintsTable({ projectId, filters, people }: WidgetProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const nameOf = (id: string | null) => (id === null ? t('nobody') : personName(people.find((p) => p.userId === id), id));
  return (
    <TeamTableCard
      testId="analytics-team-constraints"
      title={t('team_constraints_title')}
      source={PCR_FIGURES}
      projectId={projectId}
      filters={filters}
      weekRange={(week) => ({ from: week, to: addDays(week, 6) })}
      rows={(data) => data.responsibles}
      rowKey={(row) => row.responsibleId ?? 'nobody'}
      columns={[
        { title: t('responsible'), dataIndex: 'responsibleId', render: (id: string | null) => nameOf(id) },
        { title: t('roadblocks'), dataIndex: 'total' },
        { title: t('open'), dataIndex: 'open' },
        { title: t('overdue'), dataIndex: 'overdue' },
        { title: t('released_on_time'), render: (_: unknown, row) => `${row.releasedOnTime}/${row.due}` },
      ]}
      csv={(data) => ({
        header: ['responsible', 'roadblocks', 'open', 'overdue', 'due', 'released_on_time'],
        rows: data.responsibles.map((r) => [nameOf(r.responsibleId), r.total, r.open, r.overdue, r.due, r.releasedOnTime]),
      })}
    />
  );
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
