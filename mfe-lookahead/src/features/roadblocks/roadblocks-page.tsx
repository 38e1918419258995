import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ConstraintStatus, ConstraintView, NamedProjectMember, ScheduleScope } from '@tenon/contracts/types';
import { roadblockCounter, roadblockTrendingDays } from '@tenon/lean';
import { EmptyState, ErrorState, LoadingState, personName, SelectScheduleState, useCan, useSchedulesQuery, useSelectedSchedule, useSession } from '@tenon/ui';
import { LOOKAHEAD_NAMESPACE } from '../../i18n/lookahead-messages';
import { RoadblockFormModal } from './roadblock-form-modal';
import { roadblockErrorText } from './roadblock-errors';
import { groupRoadblocks, preselectedIds, type Grouping } from './roadblock-rows';
import { releaseRoadblock } from './roadblocks.api';
import { RoadblocksMassBar } from './roadblocks-mass-bar';
import { responsibleChoices } from './responsible-choices';
import { useProjectPeople, useRoadblocks, useRoadblocksChanged } from './use-roadblocks';

const STATUS_COLOR: Record<ConstraintStatus, string> = { notreleased: 'gold', released: 'green', expired: 'red', notcompromises: 'default', draft: 'blue' };
/** Spec 2.4: the counter turns teal when every roadblock is released. */
const TEAL = '#13a8a8';

/** Spec 2.4: the selected schedule's roadblocks; `idsParam` (a deep link's ids joined by dashes) preselects rows. */
export function RoadblocksPage({ idsParam }: { idsParam?: string }) {
  const { projectId, scheduleId, isLoading } = useSelectedSchedule();
  if (isLoading) return <LoadingState />;
  if (projectId === null || scheduleId === null) return <SelectScheduleState needsProject={projectId === null} />;
  return <RoadblocksOfSchedule key={scheduleId} place={{ projectId, scheduleId }} idsParam={idsParam} />;
}

function RoadblocksOfSchedule({ place, idsParam }: { place: ScheduleScope; idsParam?: string }) {
  const { t, i18n } = useTranslation(LOOKAHEAD_NAMESPACE);
  const { message } = App.useApp();
  const canEdit = useCan('lookahead.constraints', 'AC');
  // A subtrade adds, edits and releases the roadblocks of its subcontract; bulk changes stay with full access.
  const canWrite = useCan('lookahead.constraints', 'ACP');
  const userId = useSession().user?.id ?? null;
  const roadblocks = useRoadblocks(place);
  const people = useProjectPeople(place.projectId);
  const schedules = useSchedulesQuery(place.projectId);
  const changed = useRoadblocksChanged(place);
  const [grouping, setGrouping] = useState<Grouping>('status');
  const [selected, setSelected] = useState<string[]>([]);
  const [form, setForm] = useState<{ open: boolean; editing: ConstraintView | null }>({ open: false, editing: null });
  const rows = useMemo(() => roadblocks.data?.constraints ?? [], [roadblocks.data]);

  useEffect(() => {
    if (rows.length > 0 && idsParam !== undefined) setSelected((current) => (current.length > 0 ? current : preselectedIds(idsParam, rows)));
  }, [rows, idsParam]);

  if (roadblocks.isLoading) return <LoadingState />;
  if (roadblocks.isError) return <ErrorState error={roadblocks.error} onRetry={() => void roadblocks.refetch()} />;

  const peopleList: readonly NamedProjectMember[] = people.data ?? [];
  const byId = new Map(peopleList.map((person) => [person.userId, person]));
  const taskNames = new Map((roadblocks.data?.tasks ?? []).map((task) => [task.id, task.name]));
  const scheduleNames = new Map((schedules.data ?? []).map((schedule) => [schedule.id, schedule.name]));
  const counter = roadblockCounter(rows.map((row) => ({ released: row.status === 'released' })));
  const reschedules = rows.reduce((sum, row) => sum + row.reschedules, 0);
  const today = new Date().toISOString().slice(0, 10);
  const names = (ids: readonly string[], lookup: (id: string) => string) => ids.map(lookup).join(', ');

  const release = async (row: ConstraintView) => {
    try {
      await releaseRoadblock(place, row.id);
      void message.success(t('roadblock_released'));
      await changed();
    } catch (error) {
      void message.error(roadblockErrorText(error, t, i18n.language));
    }
  };

  const columns: ColumnsType<ConstraintView> = [
    { title: t('col_name'), dataIndex: 'name', key: 'name', width: 220, render: (name: string) => <span data-testid="roadblock-row-name">{name}</span> },
    { title: t('col_status'), dataIndex: 'status', key: 'status', width: 130, render: (status: ConstraintStatus) => <Tag color={STATUS_COLOR[status]} data-testid="roadblock-row-status">{t(`status_${status}`)}</Tag> },
    { title: t('col_commitment'), dataIndex: 'commitmentDate', key: 'commitmentDate', width: 120, render: (date: string | null) => <span data-testid="roadblock-row-commitment">{date ?? '—'}</span> },
    {
      title: t('col_trending'),
      key: 'trending',
      width: 100,
      render: (_: unknown, row) => {
        const days = roadblockTrendingDays({ commitmentDate: row.commitmentDate, releaseDate: row.releaseDate, released: row.status === 'released' }, today);
        if (days === null) return '—';
        return (
          <Typography.Text type={days > 0 ? 'danger' : 'success'} data-testid="roadblock-row-trending">
            {t('trending_days', { count: days })}
          </Typography.Text>
        );
      },
    },
    {
      title: t('col_responsibles'),
      key: 'responsibles',
      width: 170,
      render: (_: unknown, row) => <span data-testid="roadblock-row-responsibles">{names(row.responsibleIds, (id) => shortName(personName(byId.get(id), t('unknown_person'))))}</span>,
    },
    { title: t('col_priority'), dataIndex: 'priority', key: 'priority', width: 100, render: (priority: string) => <span data-testid="roadblock-row-priority">{t(`priority_${priority}`)}</span> },
    { title: t('col_type'), dataIndex: 'type', key: 'type', width: 110, render: (type: string) => <span data-testid="roadblock-row-type">{t(`type_${type}`)}</span> },
    { title: t('col_tasks'), key: 'tasks', width: 180, ellipsis: true, render: (_: unknown, row) => names(row.taskIds, (id) => taskNames.get(id) ?? id) },
    { title: t('col_description'), dataIndex: 'description', key: 'description', width: 200, ellipsis: true },
    { title: t('col_area'), dataIndex: 'area', key: 'area', width: 100 },
    { title: t('col_report_users'), key: 'report', width: 150, render: (_: unknown, row) => names(row.reportUserIds, (id) => shortName(personName(byId.get(id), t('unknown_person')))) },
    { title: t('col_schedules'), key: 'schedules', width: 140, render: (_: unknown, row) => names(row.scheduleIds, (id) => scheduleNames.get(id) ?? id) },
    { title: t('col_release_date'), dataIndex: 'releaseDate', key: 'releaseDate', width: 120, render: (date: string | null) => <span data-testid="roadblock-row-release">{date === null ? '—' : date.slice(0, 10)}</span> },
    {
      title: t('col_document'),
      dataIndex: 'documentLink',
      key: 'document',
      width: 90,
      render: (link: string) => (link === '' ? '—' : <a href={link} target="_blank" rel="noopener noreferrer">{t('open_document')}</a>),
    },
    {
      title: '',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_: unknown, row) =>
        canWrite ? (
          <Space size={4}>
            <Button size="small" onClick={() => setForm({ open: true, editing: row })} data-testid="roadblock-edit">{t('edit')}</Button>
            {row.status === 'released' ? null : (
              <Button size="small" type="primary" ghost onClick={() => void release(row)} data-testid="roadblock-release">{t('release')}</Button>
            )}
          </Space>
        ) : null,
    },
  ];

  const header = (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 12, flexWrap: 'wrap' }}>
      <Space size={16}>
        <Tooltip title={t('counter_hint')}>
          <Tag
            data-testid="roadblocks-counter"
            data-all-released={counter.allReleased ? 'true' : 'false'}
            style={{ fontSize: 14, padding: '4px 10px', ...(counter.allReleased ? { background: TEAL, color: '#fff', borderColor: TEAL } : {}) }}
          >
            {t('counter', { released: counter.released, total: counter.total })}
          </Tag>
        </Tooltip>
        <Typography.Text type="secondary" data-testid="roadblocks-reschedules">{t('reschedules', { count: reschedules })}</Typography.Text>
      </Space>
      <Space>
        <Select<Grouping>
          value={grouping}
          onChange={setGrouping}
          style={{ width: 170 }}
          aria-label={t('group_by')}
          data-testid="roadblocks-grouping"
          options={[
            { value: 'status', label: t('group_status') },
            { value: 'none', label: t('group_none') },
          ]}
        />
        {canWrite ? (
          <Button type="primary" onClick={() => setForm({ open: true, editing: null })} data-testid="roadblock-add">{t('roadblock_add')}</Button>
        ) : null}
      </Space>
    </div>
  );

  const modal = (
    <RoadblockFormModal
      place={place}
      open={form.open}
      editing={form.editing}
      people={peopleList}
      responsibles={responsibleChoices(peopleList, !canEdit, userId)}
      tasks={roadblocks.data?.tasks ?? []}
      schedules={(schedules.data ?? []).filter((schedule) => schedule.id !== place.scheduleId)}
      onClose={() => setForm({ open: false, editing: null })}
      onSaved={changed}
    />
  );

  if (rows.length === 0) {
    return (
      <>
        {header}
        <EmptyState testId="roadblocks-empty" title={t('roadblocks_empty')} description={canWrite ? t('roadblocks_empty_hint') : undefined} />
        {modal}
      </>
    );
  }

  const groups = groupRoadblocks(rows, grouping);
  // Each group's table reports only its own rows: what it no longer lists as selected is cleared from that group.
  const onGroupSelection = (groupIds: string[]) => (keys: React.Key[]) => setSelected((current) => [...current.filter((id) => !groupIds.includes(id)), ...keys.map(String)]);

  return (
    <div data-testid="roadblocks">
      {header}
      {selected.length > 0 && canEdit ? (
        <RoadblocksMassBar
          place={place}
          selectedIds={selected}
          grouped={grouping !== 'none'}
          people={peopleList}
          onDone={async (cleared) => {
            if (cleared) setSelected([]);
            await changed();
          }}
          onCancel={() => setSelected([])}
        />
      ) : null}
      {groups.map((group) => {
        const groupIds = group.rows.map((row) => row.id);
        return (
          <div key={group.status ?? 'all'} style={{ marginBottom: 16 }} data-testid={`roadblocks-group-${group.status ?? 'all'}`}>
            {group.status === null ? null : (
              <Typography.Title level={5} style={{ margin: '4px 0 8px' }}>
                <Tag color={STATUS_COLOR[group.status]}>{t(`status_${group.status}`)}</Tag>
                <Typography.Text type="secondary">{group.rows.length}</Typography.Text>
              </Typography.Title>
            )}
            <Table<ConstraintView>
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={group.rows}
              pagination={false}
              scroll={{ x: 2100 }}
              rowSelection={!canEdit ? undefined : { selectedRowKeys: selected.filter((id) => groupIds.includes(id)), onChange: onGroupSelection(groupIds) }}
              onRow={(row) => ({ 'data-testid': `roadblock-row-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
            />
          </div>
        );
      })}
      {modal}
    </div>
  );
}

/** Spec 5: a responsible's name is shortened to 17 characters and an ellipsis. */
function shortName(name: string): string {
  return name.length > 17 ? `${name.slice(0, 17)}…` : name;
}
