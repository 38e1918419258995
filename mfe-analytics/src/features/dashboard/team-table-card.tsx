import { useState } from 'react';
import { Select, Space, Table, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FigureCsv } from '@tenon/ui';
import { ANALYTICS_NAMESPACE } from '../../i18n/analytics-messages';
import { ChartCard } from './chart-card';
import type { DashboardFilters } from './figures.api';
import type { FiguresSource } from './figures-sources';
import { useFigures } from './use-figures';

interface TeamTableCardProps<T, Row> {
  testId: string;
  title: string;
  source: FiguresSource<T>;
  projectId: string;
  filters: DashboardFilters;
  /** The dates the figures of one chosen week are asked for. */
  weekRange: (week: string) => Pick<DashboardFilters, 'from' | 'to'>;
  rows: (data: T) => readonly Row[];
  rowKey: TableProps<Row>['rowKey'];
  columns: TableColumnsType<Row>;
  csv: (data: T) => FigureCsv;
}

/** A team table of the dashboard: a row per team, over the dashboard's range or one week of it. */
export function TeamTableCard<T extends { weeks: ReadonlyArray<{ weekStart: string }> }, Row extends object>({
  testId,
  title,
  source,
  projectId,
  filters,
  weekRange,
  rows,
  rowKey,
  columns,
  csv,
}: TeamTableCardProps<T, Row>) {
  const [week, setWeek] = useState<string | null>(null);
  const weeks = useFigures(source, projectId, filters).query.data?.weeks.map((w) => w.weekStart) ?? [];
  const figures = useFigures(source, projectId, week === null ? filters : { ...filters, ...weekRange(week) });
  return (
    <ChartCard
      testId={testId}
      title={title}
      figures={figures}
      // A week without rows keeps its filter, to choose another.
      isEmpty={(data) => rows(data).length === 0 && week === null}
      body={(data) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          <WeekFilter testId={`${testId}-week`} weeks={weeks} week={week} onChange={setWeek} />
          <Table size="small" pagination={false} scroll={{ y: 400 }} rowKey={rowKey} dataSource={rows(data)} columns={columns} />
        </Space>
      )}
      csv={csv}
    />
  );
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
