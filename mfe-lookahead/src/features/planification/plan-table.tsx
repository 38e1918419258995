import { memo, useMemo } from 'react';
import { Button, Popconfirm, Select, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { CopyOutlined, DeleteOutlined, EditOutlined, FieldTimeOutlined, PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TaskLeanStatus, TaskReply, WindowActivity } from '@tenon/contracts/types';
import { LOOKAHEAD_NAMESPACE } from '../../i18n/lookahead-messages';
import { LEAN_STATUS_COLOURS, LEAN_STATUS_ORDER, progressColour } from './lean-status-colours';
import type { PlanNames } from './plan-names';
import type { PlanRow } from './plan-rows';

export interface PlanTableActions {
  canAdd: (activity: WindowActivity) => boolean;
  onAdd: (activity: WindowActivity) => void;
  onEdit: (task: TaskReply) => void;
  onDuplicate: (task: TaskReply) => void;
  onDelete: (task: TaskReply) => void;
  onLeanStatus: (task: TaskReply, status: TaskLeanStatus) => void;
  /** Asks the planner for new dates of the activity (a modification request). */
  onRequestChange: (activity: WindowActivity) => void;
}

const day = (date: string) => date.slice(0, 10);

function LeanStatusTag({ status, label }: { status: TaskLeanStatus; label: string }) {
  return (
    <Tag color={LEAN_STATUS_COLOURS[status]} data-testid="lean-status-tag" data-lean-status={status}>
      {label}
    </Tag>
  );
}

/** Activities as group rows with their tasks beneath, virtualised so a long window scrolls without lag (spec part 3, 2.2). */
/** `printing`: every row laid out (no virtual window) and no actions, for the PDF. */
export const PlanTable = memo(function PlanTable({ rows, names, actions, height, printing = false }: { rows: PlanRow[]; names: PlanNames; actions: PlanTableActions; height: number; printing?: boolean }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const columns = useMemo<TableColumnsType<PlanRow>>(
    () => [
      {
        title: t('column_name'),
        key: 'name',
        width: 340,
        fixed: 'left',
        render: (_, row) =>
          row.kind === 'activity' ? (
            <Space size={6} data-testid={`plan-activity-${row.activity.id}`}>
              <span style={{ color: 'rgba(0,0,0,0.45)' }}>{row.activity.wbs}</span>
              <strong>{row.activity.name}</strong>
              {actions.canAdd(row.activity) ? (
                <Tooltip title={t('task_add')}>
                  <Button size="small" type="text" icon={<PlusOutlined />} aria-label={t('task_add_to', { activity: row.activity.name })} onClick={() => actions.onAdd(row.activity)} data-testid={`plan-add-task-${row.activity.id}`} />
                </Tooltip>
              ) : null}
            </Space>
          ) : (
            <span style={{ paddingLeft: row.depth * 18 }} data-testid={`plan-task-${row.task.id}`}>
              {row.task.name}
            </span>
          ),
      },
      { title: t('column_start'), key: 'start', width: 110, render: (_, row) => day(row.kind === 'activity' ? row.activity.start : row.task.start) },
      { title: t('column_finish'), key: 'finish', width: 110, render: (_, row) => day(row.kind === 'activity' ? row.activity.finish : row.task.finish) },
      { title: t('column_duration'), key: 'duration', width: 90, align: 'right', render: (_, row) => (row.kind === 'task' ? t('days', { count: row.task.duration }) : null) },
      {
        title: t('column_lean_status'),
        key: 'leanStatus',
        width: 150,
        render: (_, row) => {
          if (row.kind === 'activity') return row.activity.leanStatus === null ? null : <LeanStatusTag status={row.activity.leanStatus} label={t(`lean_${row.activity.leanStatus}`)} />;
          const task = row.task;
          if (!task.editable || task.leanStatus === 'Restricted') return <LeanStatusTag status={task.leanStatus} label={t(`lean_${task.leanStatus}`)} />;
          return (
            <Select
              size="small"
              variant="borderless"
              value={task.leanStatus}
              style={{ width: 130 }}
              aria-label={t('column_lean_status')}
              data-testid={`plan-lean-status-${task.id}`}
              onChange={(status) => actions.onLeanStatus(task, status)}
              options={LEAN_STATUS_ORDER.filter((s) => s !== 'Restricted').map((status) => ({ value: status, label: <LeanStatusTag status={status} label={t(`lean_${status}`)} /> }))}
              labelRender={() => <LeanStatusTag status={task.leanStatus} label={t(`lean_${task.leanStatus}`)} />}
            />
          );
        },
      },
      {
        title: t('column_progress'),
        key: 'progress',
        width: 90,
        align: 'right',
        render: (_, row) => {
          const progress = row.kind === 'activity' ? row.activity.tasksProgress : row.task.progress;
          return progress === null ? null : <span style={{ color: progressColour(progress), fontWeight: 600 }}>{Math.round(progress)}%</span>;
        },
      },
      { title: t('column_responsibles'), key: 'responsibles', width: 170, render: (_, row) => (row.kind === 'task' ? row.task.responsibleIds.map(names.person).join(', ') : null) },
      { title: t('column_subcontract'), key: 'subcontract', width: 150, render: (_, row) => names.subcontract(row.kind === 'activity' ? row.activity.subcontractId : row.task.subcontractId) },
      { title: t('column_priority'), key: 'priority', width: 90, render: (_, row) => (row.kind === 'task' ? t(`priority_${row.task.priority}`) : null) },
      {
        title: t('column_unfit'),
        key: 'unfit',
        width: 70,
        align: 'center',
        render: (_, row) =>
          row.kind === 'task' && row.task.unfit !== null ? (
            <Tooltip title={t(`${row.task.unfit}_unfit`)}>
              <WarningOutlined style={{ color: '#d46b08' }} aria-label={t(`${row.task.unfit}_unfit`)} data-testid={`plan-unfit-${row.task.id}`} />
            </Tooltip>
          ) : null,
      },
      { title: t('column_roadblocks'), key: 'roadblocks', width: 90, align: 'right', render: (_, row) => (row.kind === 'task' && row.task.openRoadblocks > 0 ? row.task.openRoadblocks : null) },
      {
        title: t('column_actions'),
        key: 'actions',
        width: 120,
        fixed: 'right',
        render: (_, row) =>
          row.kind === 'activity' ? (
            actions.canAdd(row.activity) ? (
              <Tooltip title={t('change_request_open')}>
                <Button
                  size="small"
                  type="text"
                  icon={<FieldTimeOutlined />}
                  aria-label={t('change_request_open_for', { activity: row.activity.name })}
                  onClick={() => actions.onRequestChange(row.activity)}
                  data-testid={`plan-request-change-${row.activity.id}`}
                />
              </Tooltip>
            ) : null
          ) : row.task.editable ? (
            <Space size={2}>
              <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('task_edit')} onClick={() => actions.onEdit(row.task)} data-testid={`plan-edit-${row.task.id}`} />
              <Button size="small" type="text" icon={<CopyOutlined />} aria-label={t('task_duplicate')} onClick={() => actions.onDuplicate(row.task)} data-testid={`plan-duplicate-${row.task.id}`} />
              <Popconfirm title={t('task_delete_confirm', { name: row.task.name })} okText={t('delete')} cancelText={t('cancel')} onConfirm={() => actions.onDelete(row.task)}>
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('task_delete')} data-testid={`plan-delete-${row.task.id}`} />
              </Popconfirm>
            </Space>
          ) : null,
      },
    ],
    [t, names, actions],
  );
  return (
    <Table<PlanRow>
      virtual={!printing}
      size="small"
      rowKey="key"
      columns={printing ? columns.filter((column) => column.key !== 'actions') : columns}
      dataSource={rows}
      pagination={false}
      scroll={printing ? undefined : { x: 1580, y: height }}
      data-testid="plan-table"
      onRow={(row) => (row.kind === 'activity' ? { style: { background: '#fafafa' }, 'data-row-kind': 'activity' } : { 'data-row-kind': 'task' }) as object}
    />
  );
});
