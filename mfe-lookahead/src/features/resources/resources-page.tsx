import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ResourceType, ScheduleScope } from '@tenon/contracts/types';
import { EmptyState, ErrorState, LoadingState, ModulePage, SelectScheduleState, toIsoDate, useSelectedSchedule } from '@tenon/ui';
import { LOOKAHEAD_NAMESPACE } from '../../i18n/lookahead-messages';
import { quantityText, RESOURCE_COLUMN_TYPES, resourceRowsOf, resourceTotalsOf, shiftDay, type ResourceLine, type ResourceRow } from './resource-rows';
import { useResourcesWindow } from './use-resources-window';

/** Spec part 3, 9: the resources window is 100 days ahead by default. */
const DEFAULT_DAYS = 100;
const DAY_CHOICES = [14, 30, 60, 100, 150, 200];
const ROW_SHADE = '#f5f7fa';

/** Spec part 3, 2.3: the lookahead resources screen of the selected schedule. */
export function ResourcesPage() {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const { projectId, scheduleId, isLoading } = useSelectedSchedule();
  return (
    <ModulePage testId="resources-page" title={t('resources_title')} subtitle={t('resources_subtitle')}>
      {isLoading ? <LoadingState /> : projectId === null || scheduleId === null ? <SelectScheduleState needsProject={projectId === null} /> : <ResourcesOfSchedule key={scheduleId} place={{ projectId, scheduleId }} />}
    </ModulePage>
  );
}

function ResourcesOfSchedule({ place }: { place: ScheduleScope }) {
  const { t, i18n } = useTranslation(LOOKAHEAD_NAMESPACE);
  const [start, setStart] = useState(() => toIsoDate(new Date()));
  const [days, setDays] = useState(DEFAULT_DAYS);
  const query = useResourcesWindow(place, start, days);
  const rows = useMemo(() => (query.data === undefined ? [] : resourceRowsOf(query.data)), [query.data]);
  const totals = useMemo(() => (query.data === undefined ? [] : resourceTotalsOf(query.data)), [query.data]);
  const language = i18n.language;

  const lineList = (lines: readonly ResourceLine[], type: ResourceType) =>
    lines.length === 0 ? null : (
      <div data-testid={`resources-cell-${type}`}>
        {lines.map((line) => (
          <div key={line.resourceId}>
            {line.name} <Typography.Text strong>{quantityText(line.quantity, line.unitLabel, language)}</Typography.Text>
          </div>
        ))}
      </div>
    );
  const columns: TableColumnsType<ResourceRow> = [
    {
      title: t('resources_col_item'),
      key: 'name',
      width: 320,
      fixed: 'left',
      render: (_: unknown, row) =>
        row.kind === 'activity' ? (
          <span data-testid="resources-activity-name">
            <Typography.Text type="secondary" style={{ marginRight: 6 }}>{row.wbs}</Typography.Text>
            <Typography.Text strong>{row.name}</Typography.Text> <Tag>{t('resources_task_count', { count: row.taskCount })}</Tag>
          </span>
        ) : (
          <span data-testid="resources-task-name" style={{ paddingLeft: row.subtask ? 40 : 20 }}>{row.name}</span>
        ),
    },
    { title: t('resources_col_dates'), key: 'dates', width: 190, render: (_: unknown, row) => `${row.start.slice(0, 10)} → ${row.finish.slice(0, 10)}` },
    ...RESOURCE_COLUMN_TYPES.map((type) => ({
      title: t(`resources_col_${type}`),
      key: type,
      width: 240,
      render: (_: unknown, row: ResourceRow) => (row.kind === 'task' ? lineList(row.lines[type], type) : null),
    })),
  ];

  const windowBar = (
    <Space wrap align="center" data-testid="resources-window-bar" style={{ marginBottom: 12 }}>
      <Button icon={<LeftOutlined />} aria-label={t('window_previous')} onClick={() => setStart(shiftDay(start, -7))} data-testid="resources-window-previous" />
      <label>
        <span style={{ marginRight: 8 }}>{t('window_start')}</span>
        <Input
          type="date"
          value={start}
          style={{ width: 160 }}
          data-testid="resources-window-start"
          onChange={(event) => {
            if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) setStart(event.target.value);
          }}
        />
      </label>
      <Select
        aria-label={t('resources_window_days')}
        value={days}
        style={{ width: 130 }}
        data-testid="resources-window-days"
        options={DAY_CHOICES.map((choice) => ({ value: choice, label: t('resources_days', { count: choice }) }))}
        onChange={setDays}
      />
      <Button icon={<RightOutlined />} aria-label={t('window_next')} onClick={() => setStart(shiftDay(start, 7))} data-testid="resources-window-next" />
      {query.data === undefined ? null : (
        <span data-testid="resources-window-range" style={{ color: 'rgba(0,0,0,0.55)' }}>
          {t('window_range', { start: query.data.window.start, end: query.data.window.end })}
        </span>
      )}
    </Space>
  );

  if (query.isLoading) return <>{windowBar}<LoadingState /></>;
  if (query.isError) return <>{windowBar}<ErrorState error={query.error} onRetry={() => void query.refetch()} /></>;

  return (
    <div data-testid="resources" aria-busy={query.isFetching}>
      {windowBar}
      {totals.length === 0 ? null : (
        <Card size="small" title={t('resources_totals_title')} style={{ marginBottom: 12 }} data-testid="resources-totals">
          <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap' }}>
            {totals.map((group) => (
              <div key={group.type} data-testid={`resources-totals-${group.type}`}>
                <Typography.Text type="secondary">{t(`resources_col_${group.type}`)}</Typography.Text>
                <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
                  {group.lines.map((line) => (
                    <li key={line.resourceId} data-testid="resources-total">
                      {t('resources_total_line', { name: line.name, quantity: quantityText(line.quantity, line.unitLabel, language), count: line.taskCount })}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </Card>
      )}
      {rows.length === 0 ? (
        <EmptyState testId="resources-empty" title={t('resources_empty')} description={t('resources_empty_hint')} />
      ) : (
        <Table<ResourceRow>
          virtual
          size="small"
          rowKey="key"
          columns={columns}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 1230, y: Math.round(window.innerHeight * 0.6) }}
          data-testid="resources-table"
          onRow={(row) => (row.kind === 'activity' ? { style: { background: ROW_SHADE }, 'data-row-kind': 'activity' } : { 'data-row-kind': 'task' }) as object}
        />
      )}
    </div>
  );
}
