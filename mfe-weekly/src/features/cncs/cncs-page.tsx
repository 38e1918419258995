import type { ScheduleScope } from '@tenon/contracts/types';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App, Button, Modal, Popconfirm, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { cncPriorities, cncStatuses, type CncPriority, type CncStatus, type CncView } from '@tenon/contracts/types';
import { groupCncs, type CncGrouping } from '@tenon/lean';
import { EmptyState, ErrorState, LoadingState, personName, SelectScheduleState, useCan, useScheduleChanges, useSelectedSchedule, useSession } from '@tenon/ui';
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';
import { cncErrorText } from './cnc-errors';
import { CncForm } from './cnc-form';
import { cncTypeLabel, weekLabel } from './cnc-labels';
import { CncTypesDialog } from './cnc-types-dialog';
import { deleteCnc, updateCnc } from './cncs.api';
import { useCncs, useCncsChanged } from './use-cncs';
import { useProjectPeople } from '../people/project-people';

const CNC_CHANGES = ['cnc_update'] as const;

const STATUS_COLOR: Record<CncStatus, string> = { unsolved: 'red', inprocess: 'gold', resolved: 'green' };

/** Spec 2.5: the selected schedule's causes of non-compliance, for whoever has V, ACP or AC on them. */
export function CncsPage() {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  const canSee = useCan('weekly.cnc', 'V');
  const { projectId, scheduleId, isLoading } = useSelectedSchedule();
  let content;
  if (!canSee) content = <Alert type="warning" showIcon message={t('non_permission_access')} data-testid="cncs-no-permission" />;
  else if (isLoading) content = <LoadingState />;
  else if (projectId === null || scheduleId === null) content = <SelectScheduleState needsProject={projectId === null} />;
  else content = <CncsOfSchedule key={scheduleId} place={{ projectId, scheduleId }} />;
  return <CncsFrame>{content}</CncsFrame>;
}

/** The page's margins, shared with the deep link's refusals. */
export function CncsFrame({ children }: { children: React.ReactNode }) {
  return <section style={{ padding: 24 }}>{children}</section>;
}

function CncsOfSchedule({ place }: { place: ScheduleScope }) {
  const { t, i18n } = useTranslation(WEEKLY_NAMESPACE);
  const { message } = App.useApp();
  const userId = useSession().user?.id ?? null;
  const canFull = useCan('weekly.cnc', 'AC');
  const canRecord = useCan('weekly.cnc', 'ACP');
  const cncs = useCncs(place);
  const people = useProjectPeople(place.projectId);
  const changed = useCncsChanged(place);
  // Causes others record or change show without a reload (spec part 3, 7: cnc_update).
  useScheduleChanges(place, CNC_CHANGES, () => void changed());
  const [grouping, setGrouping] = useState<CncGrouping>('none');
  const [form, setForm] = useState<{ open: boolean; editing: CncView | null }>({ open: false, editing: null });
  const [typesOpen, setTypesOpen] = useState(false);
  const rows = useMemo(() => cncs.data?.cncs ?? [], [cncs.data]);

  if (cncs.isLoading) return <LoadingState />;
  if (cncs.isError) return <ErrorState error={cncs.error} onRetry={() => void cncs.refetch()} />;

  const types = cncs.data?.types ?? [];
  const typesById = new Map(types.map((type) => [type.id, type]));
  const peopleById = new Map((people.data ?? []).map((person) => [person.userId, person]));
  const taskNames = new Map((cncs.data?.tasks ?? []).map((task) => [task.id, task.name]));
  const nameOf = (id: string | null) => (id === null ? t('no_responsible') : personName(peopleById.get(id), t('unknown_person')));
  const mayChange = (row: CncView) => canFull || (canRecord && row.createdBy === userId);

  const change = async (row: CncView, fields: { status?: CncStatus; priority?: CncPriority }) => {
    try {
      await updateCnc(place, row.id, fields);
      void message.success(t('cnc_saved'));
      await changed();
    } catch (error) {
      void message.error(cncErrorText(error, t, i18n.language));
    }
  };

  const remove = async (row: CncView) => {
    try {
      const reply = await deleteCnc(place, row.id);
      // Spec 8: the removal is confirmed with the service's message key.
      void message.success(t(reply.message));
      await changed();
    } catch (error) {
      void message.error(cncErrorText(error, t, i18n.language));
    }
  };

  const columns: ColumnsType<CncView> = [
    { title: t('col_name'), dataIndex: 'name', key: 'name', width: 200, render: (name: string, row) => <span data-testid="cnc-row-name" title={row.description}>{name}</span> },
    { title: t('col_type'), dataIndex: 'typeId', key: 'type', width: 140, render: (typeId: string) => <span data-testid="cnc-row-type">{cncTypeLabel(typesById.get(typeId), t)}</span> },
    { title: t('col_created'), dataIndex: 'createdAt', key: 'created', width: 105, render: (createdAt: string) => weekLabel(createdAt.slice(0, 10), i18n.language) },
    { title: t('col_responsible'), dataIndex: 'responsibleId', key: 'responsible', width: 140, render: (id: string | null) => <span data-testid="cnc-row-responsible">{nameOf(id)}</span> },
    {
      title: t('col_priority'),
      dataIndex: 'priority',
      key: 'priority',
      width: 110,
      render: (priority: CncPriority, row) =>
        mayChange(row) ? (
          <Select<CncPriority> size="small" value={priority} style={{ width: 96 }} onChange={(value) => void change(row, { priority: value })} data-testid="cnc-row-priority" options={cncPriorities.map((value) => ({ value, label: t(`priority_${value}`) }))} />
        ) : (
          <span data-testid="cnc-row-priority">{t(`priority_${priority}`)}</span>
        ),
    },
    { title: t('col_week'), dataIndex: 'weekStart', key: 'week', width: 110, render: (week: string) => <span data-testid="cnc-row-week">{weekLabel(week, i18n.language)}</span> },
    {
      title: t('col_status'),
      dataIndex: 'status',
      key: 'status',
      width: 135,
      render: (status: CncStatus, row) =>
        mayChange(row) ? (
          <Select<CncStatus>
            size="small"
            value={status}
            style={{ width: 120 }}
            onChange={(value) => void change(row, { status: value })}
            data-testid="cnc-row-status"
            options={cncStatuses.map((value) => ({ value, label: <Tag color={STATUS_COLOR[value]}>{t(`status_${value}`)}</Tag> }))}
          />
        ) : (
          <Tag color={STATUS_COLOR[status]} data-testid="cnc-row-status">{t(`status_${status}`)}</Tag>
        ),
    },
    {
      title: t('col_image'),
      dataIndex: 'image',
      key: 'image',
      width: 70,
      render: (image: string | null) =>
        image === null ? '—' : (
          <a href={image} target="_blank" rel="noopener noreferrer">
            <img src={image} alt={t('col_image')} style={{ height: 28, borderRadius: 4 }} data-testid="cnc-row-image" />
          </a>
        ),
    },
    {
      title: t('col_tasks'),
      key: 'tasks',
      width: 220,
      render: (_: unknown, row) => <span data-testid="cnc-row-tasks">{row.taskIds.map((id) => taskNames.get(id) ?? t('task_removed')).join(', ') || '—'}</span>,
    },
    {
      title: '',
      key: 'actions',
      width: 84,
      render: (_: unknown, row) =>
        mayChange(row) ? (
          <Space size={4}>
            <Tooltip title={t('edit')}>
              <Button size="small" icon={<EditOutlined />} aria-label={t('edit')} onClick={() => setForm({ open: true, editing: row })} data-testid="cnc-edit" />
            </Tooltip>
            <Popconfirm title={t('cnc_delete_confirm')} okText={t('delete')} cancelText={t('cancel')} okButtonProps={{ danger: true, ...({ 'data-testid': 'cnc-delete-confirm' } as Record<string, string>) }} onConfirm={() => void remove(row)}>
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('delete')} data-testid="cnc-delete" />
            </Popconfirm>
          </Space>
        ) : null,
    },
  ];

  const header = (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 12, flexWrap: 'wrap' }}>
      <Space size={16}>
        <Typography.Title level={4} style={{ margin: 0 }}>{t('cncs_title')}</Typography.Title>
        <Typography.Text type="secondary" data-testid="cncs-count">{t('cnc_count', { count: rows.length })}</Typography.Text>
      </Space>
      <Space>
        <Select<CncGrouping>
          value={grouping}
          onChange={setGrouping}
          style={{ width: 190 }}
          aria-label={t('group_by')}
          data-testid="cncs-grouping"
          options={[
            { value: 'none', label: t('group_none') },
            { value: 'week', label: t('group_week') },
            { value: 'responsible', label: t('group_responsible') },
            { value: 'type', label: t('group_type') },
          ]}
        />
        {canFull ? <Button onClick={() => setTypesOpen(true)} data-testid="cnc-types-open">{t('cnc_types')}</Button> : null}
        {canRecord ? <Button type="primary" onClick={() => setForm({ open: true, editing: null })} data-testid="cnc-add">{t('cnc_add')}</Button> : null}
      </Space>
    </div>
  );

  const dialogs = (
    <>
      <Modal open={form.open} title={form.editing === null ? t('cnc_add') : t('cnc_edit')} footer={null} onCancel={() => setForm({ open: false, editing: null })} destroyOnHidden width={680}>
        <CncForm
          projectId={place.projectId}
          scheduleId={place.scheduleId}
          editing={form.editing}
          onCancel={() => setForm({ open: false, editing: null })}
          onSaved={async () => {
            setForm({ open: false, editing: null });
            await changed();
          }}
        />
      </Modal>
      <CncTypesDialog place={place} open={typesOpen} types={types} onClose={() => setTypesOpen(false)} onChanged={changed} />
    </>
  );

  if (rows.length === 0) {
    return (
      <div data-testid="cncs">
        {header}
        <EmptyState testId="cncs-empty" title={t('cncs_empty')} description={canRecord ? t('cncs_empty_hint') : undefined} />
        {dialogs}
      </div>
    );
  }

  const groupLabel = (key: string | null): string => {
    if (grouping === 'week') return key === null ? '' : t('week_of', { date: weekLabel(key, i18n.language) });
    if (grouping === 'responsible') return nameOf(key);
    return cncTypeLabel(key === null ? undefined : typesById.get(key), t);
  };
  const groups = groupCncs(rows, grouping, (key) => (grouping === 'week' ? key : groupLabel(key)));

  return (
    <div data-testid="cncs">
      {header}
      {groups.map((group) => (
        <div key={group.key ?? 'all'} style={{ marginBottom: 16 }} data-testid={`cncs-group-${grouping}`} data-group-key={group.key ?? ''}>
          {grouping === 'none' ? null : (
            <Typography.Title level={5} style={{ margin: '4px 0 8px' }} data-testid="cncs-group-title">
              {groupLabel(group.key)} <Typography.Text type="secondary">{group.rows.length}</Typography.Text>
            </Typography.Title>
          )}
          <Table<CncView>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={group.rows}
            pagination={false}
            scroll={{ x: 1280 }}
            onRow={(row) => ({ 'data-testid': `cnc-row-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
          />
        </div>
      ))}
      {dialogs}
    </div>
  );
}
