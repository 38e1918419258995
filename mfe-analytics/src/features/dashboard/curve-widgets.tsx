import { useState } from 'react';
import { Descriptions, Progress, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_NAMESPACE } from '../../i18n/analytics-messages';
import { ChartCard } from './chart-card';
import { DateInput } from './date-input';
import type { CurvesFiguresReply, DashboardFilters, LoadTimesFiguresReply } from './figures.api';
import { CURVES_FIGURES, LOAD_TIME_FIGURES, SECTOR_FIGURES } from './figures-sources';
import { useFigures } from './use-figures';
import type { WidgetProps } from './dashboard-widgets';

const SERIES_COLOURS = { base: '#8c8c8c', projected: '#1677ff', real: '#52c41a' } as const;
const percent = (value: number | null) => (value === null ? '—' : `${value}%`);
const noCurve = (data: CurvesFiguresReply) => data.points.length === 0;
const SUBTITLE_NAMES = 3;

/** The S-curve's own date filter narrows the days drawn; without it the dashboard's range applies. */
export function SCurveWidget({ projectId, filters, schedules }: WidgetProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const [range, setRange] = useState<{ from: string | null; to: string | null }>({ from: null, to: null });
  const asked: DashboardFilters = { ...filters, from: range.from ?? filters.from, to: range.to ?? filters.to };
  const figures = useFigures(CURVES_FIGURES, projectId, asked);
  const names = (filters.scheduleIds.length === 0 ? schedules : schedules.filter((s) => filters.scheduleIds.includes(s.id))).map((s) => s.name);
  // A project with many schedules would bury the chart under their names: three, then how many more.
  const scheduleNames = names.length <= SUBTITLE_NAMES ? names.join(', ') : t('scurve_more_schedules', { names: names.slice(0, SUBTITLE_NAMES).join(', '), count: names.length - SUBTITLE_NAMES });
  return (
    <ChartCard
      testId="analytics-scurve"
      title={t('scurve_title')}
      figures={figures}
      isEmpty={noCurve}
      chart={(data) => ({
        subtitle: { text: scheduleNames },
        chart: { height: 300 },
        xAxis: {
          categories: data.points.map((p) => p.day),
          plotLines: plotLineAt(data.points.map((p) => p.day), data.dataDate, t('data_date')),
        },
        yAxis: { min: 0, max: 100, title: { text: '%' } },
        tooltip: { shared: true, valueSuffix: '%' },
        series: [
          { type: 'line', name: t('series_base'), data: data.points.map((p) => p.base), color: SERIES_COLOURS.base, dashStyle: 'ShortDash', marker: { enabled: false } },
          { type: 'line', name: t('series_projected'), data: data.points.map((p) => p.projected), color: SERIES_COLOURS.projected, marker: { enabled: false } },
          { type: 'line', name: t('series_real'), data: data.points.map((p) => p.real), color: SERIES_COLOURS.real, lineWidth: 3, marker: { enabled: false } },
        ],
      })}
      body={(data) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Typography.Text type="secondary">{t('scurve_dates')}</Typography.Text>
            <DateInput
              size="small"
              style={{ width: 150 }}
              aria-label={t('filter_from')}
              data-testid="analytics-scurve-from"
              value={range.from}
              onChange={(from) => setRange({ ...range, from })}
            />
            <DateInput
              size="small"
              style={{ width: 150 }}
              aria-label={t('filter_to')}
              data-testid="analytics-scurve-to"
              value={range.to}
              onChange={(to) => setRange({ ...range, to })}
            />
          </Space>
          <Descriptions size="small" column={3}>
            <Descriptions.Item label={t('series_real')}>
              <span data-testid="analytics-scurve-real">{percent(data.real)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('series_projected')}>{percent(data.projected)}</Descriptions.Item>
            <Descriptions.Item label={t('series_base')}>{data.hasBaseline ? percent(data.base) : t('no_baseline')}</Descriptions.Item>
          </Descriptions>
        </Space>
      )}
      csv={(data) => ({ header: ['day', 'base', 'projected', 'real'], rows: data.points.map((p) => [p.day, p.base, p.projected, p.real]) })}
    />
  );
}

function plotLineAt(days: string[], day: string, label: string) {
  // A category axis places the line between the points around the day.
  const after = days.findIndex((d) => d >= day);
  if (after < 0) return [];
  const value = after === 0 || days[after] === day ? after : after - 0.5;
  return [{ value, color: '#fa8c16', width: 1, dashStyle: 'Dash' as const, label: { text: label, style: { color: '#fa8c16' } }, zIndex: 3 }];
}

export function SpeedCurveWidget({ projectId, filters }: WidgetProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const figures = useFigures(CURVES_FIGURES, projectId, filters);
  return (
    <ChartCard
      testId="analytics-speed"
      title={t('speed_title')}
      figures={figures}
      isEmpty={(data) => data.speed.length === 0}
      chart={(data) => ({
        chart: { height: 280 },
        xAxis: { categories: data.speed.map((p) => p.day) },
        yAxis: { min: 0, title: { text: t('speed_axis') } },
        tooltip: { shared: true, valueSuffix: '%' },
        series: [
          { type: 'column', name: t('series_base'), data: data.speed.map((p) => p.base), color: SERIES_COLOURS.base },
          { type: 'column', name: t('series_projected'), data: data.speed.map((p) => p.projected), color: SERIES_COLOURS.projected },
          { type: 'column', name: t('series_real'), data: data.speed.map((p) => p.real), color: SERIES_COLOURS.real },
        ],
      })}
      csv={(data) => ({ header: ['period_ending', 'base', 'projected', 'real'], rows: data.speed.map((p) => [p.day, p.base, p.projected, p.real]) })}
    />
  );
}

/** Days the real progress lags the baseline at the data date, with the percentages it compares. */
export function ActualGapWidget({ projectId, filters }: WidgetProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const figures = useFigures(CURVES_FIGURES, projectId, { ...filters, from: null, to: null });
  return (
    <ChartCard
      testId="analytics-gap"
      title={t('gap_title')}
      figures={figures}
      isEmpty={(data) => data.activities === 0}
      body={(data) => (
        <Space direction="vertical">
          <Space size="large" align="center">
            <Statistic
              title={t('gap_days')}
              value={data.gapDays === null ? '—' : Math.abs(data.gapDays)}
              valueStyle={{ color: data.gapDays === null ? undefined : data.gapDays > 0 ? '#cf1322' : '#389e0d' }}
              suffix={data.gapDays === null ? undefined : t('days_unit')}
            />
            <span data-testid="analytics-gap-days" data-days={data.gapDays ?? ''}>
              {data.gapDays === null ? (
                <Tag>{t('no_baseline')}</Tag>
              ) : data.gapDays > 0 ? (
                <Tag color="red">{t('gap_late')}</Tag>
              ) : data.gapDays < 0 ? (
                <Tag color="green">{t('gap_ahead')}</Tag>
              ) : (
                <Tag color="blue">{t('gap_on_time')}</Tag>
              )}
            </span>
          </Space>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('data_date')}>{data.dataDate}</Descriptions.Item>
            <Descriptions.Item label={t('rate')}>{t('rate_value', { rate: data.realRatePerDay })}</Descriptions.Item>
            <Descriptions.Item label={t('series_real')}>{percent(data.real)}</Descriptions.Item>
            <Descriptions.Item label={t('series_base')}>{percent(data.base)}</Descriptions.Item>
          </Descriptions>
        </Space>
      )}
      csv={(data) => ({ header: ['data_date', 'gap_days', 'real', 'base', 'projected', 'real_rate_per_day'], rows: [[data.dataDate, data.gapDays, data.real, data.base, data.projected, data.realRatePerDay]] })}
    />
  );
}

export function MilestoneForecastWidget({ projectId, filters }: WidgetProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const figures = useFigures(CURVES_FIGURES, projectId, { ...filters, from: null, to: null });
  return (
    <ChartCard
      testId="analytics-milestones"
      title={t('milestones_title')}
      figures={figures}
      isEmpty={(data) => data.milestones.length === 0}
      body={(data) => (
        <Table
          size="small"
          pagination={false}
          scroll={{ y: 400 }}
          rowKey="id"
          dataSource={data.milestones}
          columns={[
            { title: t('milestone'), dataIndex: 'name' },
            { title: t('planned'), dataIndex: 'plannedDate' },
            {
              title: t('forecast'),
              render: (_: unknown, m) => (m.reached ? <Tag color="green">{t('reached')}</Tag> : (m.forecastDate ?? <Tag color="red">{t('never')}</Tag>)),
            },
            { title: t('delay'), render: (_: unknown, m) => (m.delayDays === null ? '—' : t('days', { count: m.delayDays })) },
            { title: t('float_consumed'), render: (_: unknown, m) => (m.floatConsumedDays === null ? '—' : `${m.floatConsumedDays}/${m.floatDays}`) },
            { title: '', render: (_: unknown, m) => (m.late && !m.reached ? <Tag color="red">{t('late')}</Tag> : null) },
          ]}
        />
      )}
      csv={(data) => ({
        header: ['milestone', 'planned', 'forecast', 'delay_days', 'float_days', 'float_consumed_days', 'late', 'reached'],
        rows: data.milestones.map((m) => [m.name, m.plannedDate, m.forecastDate, m.delayDays, m.floatDays, m.floatConsumedDays, m.late ? 'yes' : 'no', m.reached ? 'yes' : 'no']),
      })}
    />
  );
}

export function SectorProgressWidget({ projectId, filters, schedules }: WidgetProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const figures = useFigures(SECTOR_FIGURES, projectId, { ...filters, from: null, to: null });
  const several = filters.scheduleIds.length !== 1 && schedules.length > 1;
  const scheduleName = (id: string) => schedules.find((s) => s.id === id)?.name ?? '';
  return (
    <ChartCard
      testId="analytics-sectors"
      title={t('sectors_title')}
      figures={figures}
      isEmpty={(data) => data.sectors.length === 0}
      body={(data) => (
        <div style={{ maxHeight: 400, overflowY: 'auto' }} data-testid="analytics-sectors-list">
          {data.sectors.map((sector) => (
            <div key={`${sector.scheduleId}-${sector.id}`} data-testid="analytics-sector" style={{ marginBottom: 8 }}>
              <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                <Typography.Text strong>{several ? `${scheduleName(sector.scheduleId)} · ${sector.name}` : sector.name}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('sector_planned', { projected: percent(sector.projected), base: percent(sector.base) })}
                </Typography.Text>
              </Space>
              <Progress percent={sector.real} size="small" status={sector.real >= 100 ? 'success' : 'normal'} success={{ percent: 0 }} />
            </div>
          ))}
        </div>
      )}
      csv={(data) => ({
        header: ['schedule', 'sector', 'real', 'projected', 'base'],
        rows: data.sectors.map((s) => [scheduleName(s.scheduleId), s.name, s.real, s.projected, s.base]),
      })}
    />
  );
}

/** The performance tracker: how long the Gantt and the lookahead plan took to show, p50 and p95 by week. */
export function LoadTimesWidget({ projectId, filters }: WidgetProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const figures = useFigures(LOAD_TIME_FIGURES, projectId, filters);
  const screens = [
    { event: 'schedule_load_time_tracked', label: t('load_gantt'), colour: '#1677ff' },
    { event: 'lookahead_load_time_tracked', label: t('load_lookahead'), colour: '#722ed1' },
  ] as const;
  const weeksOf = (data: LoadTimesFiguresReply) => [...new Set(data.weeks.map((w) => w.weekStart))];
  const seconds = (ms: number | undefined) => (ms === undefined ? null : Math.round(ms / 100) / 10);
  return (
    <ChartCard
      testId="analytics-load-times"
      title={t('load_title')}
      figures={figures}
      isEmpty={(data) => data.weeks.length === 0}
      chart={(data) => {
        const weeks = weeksOf(data);
        const at = (event: string, week: string) => data.weeks.find((w) => w.event === event && w.weekStart === week);
        return {
          chart: { height: 260 },
          xAxis: { categories: weeks },
          yAxis: { min: 0, title: { text: t('seconds') } },
          tooltip: { shared: true, valueSuffix: ' s' },
          series: screens.flatMap((screen) => [
            { type: 'line' as const, name: `${screen.label} p50`, color: screen.colour, data: weeks.map((w) => seconds(at(screen.event, w)?.p50)) },
            { type: 'line' as const, name: `${screen.label} p95`, color: screen.colour, dashStyle: 'ShortDash' as const, data: weeks.map((w) => seconds(at(screen.event, w)?.p95)) },
          ]),
        };
      }}
      csv={(data) => ({ header: ['week', 'screen', 'loads', 'p50_ms', 'p95_ms'], rows: data.weeks.map((w) => [w.weekStart, w.event, w.count, w.p50, w.p95]) })}
    />
  );
}
