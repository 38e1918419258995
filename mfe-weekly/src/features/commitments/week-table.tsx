import { memo, useMemo, useRef } from 'react';
import { Button, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType, TableRef } from 'antd/es/table';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TaskCommitment, WeekReply, WeekTask } from '@tenon/contracts/types';
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';
import type { WeekNames } from './week-names';
import { useVirtualTabbing } from './virtual-tabbing';
import { isTaskOnDay, weekRowsOf, type WeekRow } from './week-rows';

export interface WeekTableProps {
  week: WeekReply;
  names: WeekNames;
  selected: string[];
  onSelect: (taskIds: string[]) => void;
  onEdit: (commitment: TaskCommitment) => void;
  onRemove: (commitment: TaskCommitment) => void;
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const ACTIVITY_SHADE = '#fafafa';
/** Lines beyond which the table is virtual; a usual week is laid out whole, its scroll bar below its last line. */
const VIRTUAL_FROM = 60;

function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The table's height: what the window leaves below the week's bar, totals and buttons. */
function tableHeight(): number {
  const height = window.innerHeight;
  return Math.max(240, Math.round(height * (height < 700 ? 0.5 : 0.6)));
}

/**
 * Spec part 3, 2.5: the week's 7 days, the tasks under their activity, each task's days marked. A long week is
 * virtual: only the lines in view are laid out, so a 500-task week opens and scrolls as a small one does.
 */
export const WeekTable = memo(function WeekTable({ week, names, selected, onSelect, onEdit, onRemove }: WeekTableProps) {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  const rows = useMemo(() => weekRowsOf(week), [week]);
  const table = useRef<TableRef>(null);
  const keys = useMemo(() => rows.map((row) => row.key), [rows]);
  const headings = useMemo(() => new Set(rows.filter((row) => row.kind === 'activity').map((row) => row.key)), [rows]);
  const onTab = useVirtualTabbing(table, keys, (key) => headings.has(key));
  const columns = useMemo<ColumnsType<WeekRow>>(() => {
    const open = week.state !== 'closed';
    const mayChange = (task: WeekTask) =>
      open && (week.editing.scope === 'all' || (week.editing.scope === 'subcontract' && task.subcontractId === week.editing.subcontractId));
    return [
      {
        title: t('col_task'),
        key: 'name',
        width: 240,
        fixed: 'left',
        render: (_, row) =>
          row.kind === 'activity' ? (
            <strong data-testid="week-activity">{row.name || '—'}</strong>
          ) : (
            <span data-testid="week-task-name" style={{ paddingLeft: 12 }}>
              {row.task.name}
            </span>
          ),
      },
      {
        title: t('col_responsible'),
        key: 'responsible',
        width: 120,
        ellipsis: true,
        render: (_, row) => (row.kind === 'task' ? row.task.responsibleIds.map(names.person).join(', ') || '—' : null),
      },
      { title: t('col_subcontract'), key: 'subcontract', width: 100, ellipsis: true, render: (_, row) => (row.kind === 'task' ? names.subcontract(row.task.subcontractId) : null) },
      { title: t('col_start'), key: 'start', width: 95, render: (_, row) => (row.kind === 'task' ? row.task.start.slice(0, 10) : null) },
      { title: t('col_finish'), key: 'finish', width: 95, render: (_, row) => (row.kind === 'task' ? row.task.finish.slice(0, 10) : null) },
      { title: t('col_progress'), key: 'progress', width: 84, align: 'right', render: (_, row) => (row.kind === 'task' ? `${row.task.progress}%` : null) },
      ...week.days.map((day) => ({
        title: (
          <span style={{ whiteSpace: 'nowrap' }}>
            {t(`day_${WEEKDAYS[weekdayOf(day)]}`)} {day.slice(8, 10)}
          </span>
        ),
        key: `day:${day}`,
        width: 56,
        align: 'center' as const,
        render: (_: unknown, row: WeekRow) =>
          row.kind === 'task' && isTaskOnDay(row.task, day) ? (
            <div data-testid="week-task-day" style={{ height: 14, borderRadius: 3, background: row.commitment === null ? '#91caff' : '#1f3a5f' }} />
          ) : null,
      })),
      {
        title: t('col_commitment'),
        key: 'commitment',
        width: 190,
        render: (_, row) => {
          if (row.kind !== 'task') return null;
          const c = row.commitment;
          if (c === null) return <Tag data-testid="week-task-status">{t(`lean_${row.task.leanStatus}`)}</Tag>;
          return (
            <Space size={4} data-testid="week-commitment">
              <Tag color="blue" data-testid="week-commitment-percent">
                {c.committedPercent}%
              </Tag>
              {c.realizedPercent === null ? null : (
                <Tag color={c.met ? 'green' : 'red'} data-testid="week-commitment-realized">
                  {t('realized_short', { percent: c.realizedPercent })}
                </Tag>
              )}
              {mayChange(row.task) ? (
                <>
                  <Tooltip title={t('edit_commitment')}>
                    <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('edit_commitment')} onClick={() => onEdit(c)} data-testid="week-commitment-edit" />
                  </Tooltip>
                  <Tooltip title={t('remove_commitment')}>
                    <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('remove_commitment')} onClick={() => onRemove(c)} data-testid="week-commitment-remove" />
                  </Tooltip>
                </>
              ) : null}
            </Space>
          );
        },
      },
    ];
  }, [t, names, week.state, week.editing, week.days, onEdit, onRemove]);
  const width = useMemo(() => columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0), [columns]);
  const mayChange = (task: WeekTask) =>
    week.state !== 'closed' && (week.editing.scope === 'all' || (week.editing.scope === 'subcontract' && task.subcontractId === week.editing.subcontractId));

  return (
    <div onKeyDown={onTab}>
      <Table<WeekRow>
        ref={table}
        data-testid="week-table"
        virtual={rows.length > VIRTUAL_FROM}
        size="small"
        bordered
        rowKey="key"
        pagination={false}
        columns={columns}
        dataSource={rows}
        scroll={rows.length > VIRTUAL_FROM ? { x: width, y: tableHeight() } : { x: width }}
        onRow={(row) => (row.kind === 'activity' ? { style: { background: ACTIVITY_SHADE }, 'data-row-kind': 'activity' } : { 'data-row-kind': 'task', 'data-testid': 'week-task-row' }) as object}
        rowSelection={{
          columnWidth: 40,
          fixed: 'left',
          selectedRowKeys: selected,
          onChange: (keys) => onSelect(keys.map(String)),
          getCheckboxProps: (row) => ({
            disabled: row.kind === 'activity' || row.commitment !== null || !mayChange(row.task),
            style: row.kind === 'activity' ? { display: 'none' } : undefined,
            'data-testid': 'week-task-select',
          }),
        }}
      />
    </div>
  );
});
