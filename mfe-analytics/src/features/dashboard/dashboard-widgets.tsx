import { useState } from 'react';
import { Descriptions, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NamedProjectMember, Schedule } from '@tenon/contracts/types';
import { personName } from '@tenon/ui';
import { ANALYTICS_NAMESPACE } from '../../i18n/analytics-messages';
import { ChartCard } from './chart-card';
import {
  getCncFigures,
  getPcrFigures,
  getPpcFigures,
  getRoadblockFigures,
  type DashboardFilters,
} from './figures.api';
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
  const { query, allowed } = useFigures('ppc', 'analytics.ppc', projectId, filters, getPpcFigures);
  return (
    <ChartCard
      testId="analytics-ppc"
      title={t('ppc_title')}
      allowed={allowed}
      query={query}
      isEmpty={(data) => data.weeks.length === 0}
      chart={(data) => ({
        title: { text: undefined },
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
  const { query, allowed } = useFigures('pcr', 'analytics.pcr', projectId, filters, getPcrFigures);
  return (
    <ChartCard
      testId="analytics-pcr"
      title={t('pcr_title')}
      allowed={allowed}
      query={query}
      isEmpty={(data) => data.weeks.every((w) => w.raised === 0 && w.open === 0 && w.due === 0)}
      chart={(data) => ({
        title: { text: undefined },
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

/** The CNC figures and the names of their cause types (the project's own, or "Type n" for one since deleted). */
function useCncFigures({ projectId, filters, schedules }: Pick<WidgetProps, 'projectId' | 'filters' | 'schedules'>) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const { query, allowed } = useFigures('cnc', 'analytics.cnc', projectId, filters, getCncFigures);
  const names = useCncTypeNames(projectId, filters.scheduleIds[0] ?? schedules[0]?.id ?? null);
  const nameOf = (typeId: string, index: number) => names.get(typeId) ?? t('cnc_type_n', { n: index + 1 });
  return { query, allowed, nameOf };
}

export function CncWidget({ projectId, filters, schedules }: WidgetProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const { query, allowed, nameOf } = useCncFigures({ projectId, filters, schedules });
  return (
    <ChartCard
      testId="analytics-cnc"
      title={t('cnc_title')}
      allowed={allowed}
      query={query}
      isEmpty={(data) => data.total === 0}
      chart={(data) => ({
        title: { text: undefined },
        chart: { height: 300 },
        xAxis: { categories: data.types.map((type, i) => nameOf(type.typeId, i)) },
        yAxis: [{ min: 0, title: { text: t('cncs') } }, { min: 0, max: 100, title: { text: '%' }, opposite: true }],
        series: [
          { type: 'column', name: t('cncs'), data: data.types.map((type) => type.cncs), color: '#1677ff' },
          { type: 'line', name: t('cumulative'), yAxis: 1, data: data.types.map((type) => type.cumulativePercent), color: '#f5222d' },
        ],
      })}
      csv={(data) => ({
        header: ['type', 'cncs', 'lost_commitments', 'percent', 'cumulative_percent'],
        rows: data.types.map((type, i) => [nameOf(type.typeId, i), type.cncs, type.lostCommitments, type.percent, type.cumulativePercent]),
      })}
    />
  );
}

export function CncPieWidget({ projectId, filters, schedules }: WidgetProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const { query, allowed, nameOf } = useCncFigures({ projectId, filters, schedules });
  return (
    <ChartCard
      testId="analytics-cnc-pie"
      title={t('cnc_pie_title')}
      allowed={allowed}
      query={query}
      isEmpty={(data) => data.total === 0}
      chart={(data) => ({
        title: { text: undefined },
        chart: { height: 300 },
        plotOptions: { pie: { dataLabels: { enabled: true, format: '{point.name}: {point.percentage:.1f}%' } } },
        series: [{ type: 'pie', name: t('cncs'), data: data.types.map((type, i) => ({ name: nameOf(type.typeId, i), y: type.cncs })) }],
      })}
      csv={(data) => ({ header: ['type', 'cncs', 'percent'], rows: data.types.map((type, i) => [nameOf(type.typeId, i), type.cncs, type.percent]) })}
    />
  );
}

export function RoadblockAgeingWidget({ projectId, filters }: WidgetProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const { query, allowed } = useFigures('roadblocks', 'analytics.overdue', projectId, filters, getRoadblockFigures);
  return (
    <ChartCard
      testId="analytics-ageing"
      title={t('ageing_title')}
      allowed={allowed}
      query={query}
      isEmpty={(data) => data.open === 0}
      chart={(data) => ({
        title: { text: undefined },
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
  const { query, allowed } = useFigures('ppc', 'analytics.ppc', projectId, filters, getPpcFigures);
  return (
    <ChartCard
      testId="analytics-indicators"
      title={t('indicators_title')}
      allowed={allowed}
      query={query}
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
  const [week, setWeek] = useState<string | null>(null);
  const weeks = useFigures('ppc', 'analytics.ppc', projectId, filters, getPpcFigures).query.data?.weeks.map((w) => w.weekStart) ?? [];
  const { query, allowed } = useFigures('ppc', 'analytics.ppc', projectId, week === null ? filters : { ...filters, from: week, to: week }, getPpcFigures);
  const scheduleName = (id: string) => schedules.find((s) => s.id === id)?.name ?? id;
  return (
    <ChartCard
      testId="analytics-team-commitment"
      title={t('team_commitment_title')}
      allowed={allowed}
      query={query}
      isEmpty={(data) => data.schedules.length === 0 && week === null}
      body={(data) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          <WeekFilter testId="analytics-team-commitment-week" weeks={weeks} week={week} onChange={setWeek} />
          <Table
            size="small"
            pagination={false}
            scroll={{ y: 400 }}
            rowKey="scheduleId"
            dataSource={data.schedules}
            columns={[
              { title: t('schedule'), dataIndex: 'scheduleId', render: (id: string) => scheduleName(id) },
              { title: t('committed'), dataIndex: 'committed' },
              { title: t('completed'), dataIndex: 'completed' },
              { title: 'PPC', dataIndex: 'ppc', render: (value: number | null) => percent(value) },
            ]}
          />
        </Space>
      )}
      csv={(data) => ({ header: ['schedule', 'committed', 'completed', 'ppc'], rows: data.schedules.map((s) => [scheduleName(s.scheduleId), s.committed, s.completed, s.ppc]) })}
    />
  );
}

export function TeamConstraintsTable({ projectId, filters, people }: WidgetProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const [week, setWeek] = useState<string | null>(null);
  const weeks = useFigures('pcr', 'analytics.pcr', projectId, filters, getPcrFigures).query.data?.weeks.map((w) => w.weekStart) ?? [];
  const { query, allowed } = useFigures('pcr', 'analytics.pcr', projectId, week === null ? filters : { ...filters, from: week, to: addDays(week, 6) }, getPcrFigures);
  const nameOf = (id: string | null) => (id === null ? t('nobody') : personName(people.find((p) => p.userId === id), id));
  return (
    <ChartCard
      testId="analytics-team-constraints"
      title={t('team_constraints_title')}
      allowed={allowed}
      query={query}
      isEmpty={(data) => data.responsibles.length === 0 && week === null}
      body={(data) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          <WeekFilter testId="analytics-team-constraints-week" weeks={weeks} week={week} onChange={setWeek} />
          <Table
            size="small"
            pagination={false}
            scroll={{ y: 400 }}
            rowKey={(row) => row.responsibleId ?? 'nobody'}
            dataSource={data.responsibles}
            columns={[
              { title: t('responsible'), dataIndex: 'responsibleId', render: (id: string | null) => nameOf(id) },
              { title: t('roadblocks'), dataIndex: 'total' },
              { title: t('open'), dataIndex: 'open' },
              { title: t('overdue'), dataIndex: 'overdue' },
              { title: t('released_on_time'), render: (_: unknown, row) => `${row.releasedOnTime}/${row.due}` },
            ]}
          />
        </Space>
      )}
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

/** A team table's week filter: every week of the dashboard's range, newest first, or all of them. */
function WeekFilter({ testId, weeks, week, onChange }: { testId: string; weeks: string[]; week: string | null; onChange: (week: string | null) => void }) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  return (
    <Select
      size="small"
      style={{ width: 200 }}
      data-testid={testId}
      aria-label={t('week_filter')}
      value={week ?? ''}
      options={[{ value: '', label: t('all_weeks') }, ...[...weeks].reverse().map((w) => ({ value: w, label: `${t('week_filter')} ${w}` }))]}
      onChange={(value: string) => onChange(value === '' ? null : value)}
    />
  );
}
