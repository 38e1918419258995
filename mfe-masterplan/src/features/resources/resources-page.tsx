import { useEffect, useState } from 'react';
import { App, Button, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { CalendarOutlined, DeleteOutlined, EditOutlined, LinkOutlined, PlusOutlined, ProjectOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { permissionAllows } from '@tenon/contracts';
import type { ScheduleResource, ScheduleScope } from '@tenon/contracts/types';
import { EmptyState, ErrorState, LoadingState, ModulePage, SelectScheduleState, selectionStore, usePermissions, useSelectedProject, useSession } from '@tenon/ui';
import { fetchPlan } from '../gantt/editor/plan.api';
import { useScheduleSummaries } from '../schedules/use-schedule-summaries';
import { AssignDialog, errorText, ResourceDialog } from './resource-dialogs';
import { RESOURCES_NAMESPACE } from './resource-messages';
import { assignResource, createResource, deleteResource, updateResource, type ResourceFields } from './resources.api';
import { useRequiresResources, useResources, useResourcesChanged } from './use-resources';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'assign'; resourceId: string };

/** /gantt/:sectorId/resources (spec 2.6): the schedule's resources, what each has and uses, and the activities using it. */
export function ResourcesPage() {
  const { t } = useTranslation(RESOURCES_NAMESPACE);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { sectorId: scheduleId = '' } = useParams();
  const required = useRequiresResources();
  const code = usePermissions()['masterplan.resources'];
  const canEdit = permissionAllows(code, 'AC');
  const { projectId, isLoading: projectLoading } = useSelectedProject();
  const companyId = useSession().companySession?.company.id ?? null;
  const schedule = useScheduleSummaries(projectId).data?.find((candidate) => candidate.id === scheduleId);
  const place: ScheduleScope = { projectId: projectId ?? '', scheduleId };
  const visible = required && permissionAllows(code, 'V');
  const resources = useResources(place, visible);
  const changed = useResourcesChanged(place);
  const plan = useQuery({ queryKey: ['masterplan', 'plan', companyId, projectId, scheduleId], queryFn: () => fetchPlan(projectId ?? '', scheduleId), enabled: visible && projectId !== null, staleTime: 30_000 });
  const [dialog, setDialog] = useState<Dialog | null>(null);

  useEffect(() => {
    if (schedule !== undefined) selectionStore.selectSchedule(schedule.id);
  }, [schedule]);

  // Spec 2.3: without require_resources (or for SA) the route leads to the Gantt.
  if (!visible) return <Navigate to={`/gantt/${scheduleId}/ganttchart`} replace />;

  const list = resources.data?.resources ?? [];
  const open = dialog === null || dialog.kind === 'create' ? null : (list.find((r) => r.id === dialog.resourceId) ?? null);

  const save = async (fields: ResourceFields) => {
    if (open !== null) await updateResource(place, open.id, fields);
    else await createResource(place, fields);
    void message.success(t(open !== null ? 'saved' : 'created', { name: fields.name }));
    setDialog(null);
    await changed();
  };
  const remove = (resource: ScheduleResource) => {
    modal.confirm({
      title: t('delete_title', { name: resource.name }),
      okText: t('delete'),
      okButtonProps: { danger: true, id: 'resource-delete-ok' },
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await deleteResource(place, resource.id);
          void message.success(t('deleted', { name: resource.name }));
        } catch (error) {
          void message.error(errorText(error, t('error_default')));
        }
        await changed();
      },
    });
  };
  const assign = async (activityId: string, quantity: number) => {
    if (open === null) return;
    await assignResource(place, open.id, activityId, quantity);
    await changed();
  };

  const header = (
    <Space>
      {canEdit ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })} data-testid="resource-create">
          {t('create')}
        </Button>
      ) : null}
      <Button icon={<ProjectOutlined aria-hidden />} onClick={() => void navigate(`/gantt/${scheduleId}/ganttchart`)} data-testid="resources-to-gantt">
        {t('to_gantt')}
      </Button>
      <Button icon={<CalendarOutlined aria-hidden />} onClick={() => void navigate(`/gantt/${scheduleId}/calendars`)} data-testid="resources-to-calendars">
        {t('to_calendars')}
      </Button>
    </Space>
  );

  const body = () => {
    if (projectLoading || resources.isLoading) return <LoadingState />;
    if (projectId === null) return <SelectScheduleState needsProject />;
    if (resources.isError) return <ErrorState error={resources.error} onRetry={() => void resources.refetch()} />;
    if (list.length === 0) return <EmptyState testId="resources-empty" title={t('empty')} description={t('empty_hint')} />;
    return (
      <Table<ScheduleResource>
        rowKey="id"
        dataSource={list}
        pagination={false}
        data-testid="resources-grid"
        onRow={(resource) => ({ 'data-testid': `resource-row-${resource.name}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('name'), dataIndex: 'name' },
          { title: t('type'), dataIndex: 'type', render: (type: ScheduleResource['type']) => <Tag>{t(`type_${type}`)}</Tag> },
          { title: t('unit_label'), dataIndex: 'unitLabel' },
          { title: t('total'), dataIndex: 'total', align: 'right' },
          {
            title: t('used'),
            dataIndex: 'used',
            align: 'right',
            render: (used: number, resource) =>
              used > resource.total ? (
                <Tooltip title={t('over_total')}>
                  <Typography.Text type="danger" data-testid={`resource-used-${resource.name}`}>{used}</Typography.Text>
                </Tooltip>
              ) : (
                <span data-testid={`resource-used-${resource.name}`}>{used}</span>
              ),
          },
          {
            title: t('assigned_tasks'),
            render: (_, resource) => (
              <Space size={[4, 4]} wrap data-testid={`resource-tasks-${resource.name}`}>
                {resource.assignments.map((a) => (
                  <Tag key={a.activityId}>
                    {a.correlativeId} {a.activityName} · {a.quantity}
                  </Tag>
                ))}
              </Space>
            ),
          },
          ...(canEdit
            ? [
                {
                  title: '',
                  width: 130,
                  render: (_: unknown, resource: ScheduleResource) => (
                    <Space>
                      <Tooltip title={t('assign')}>
                        <Button size="small" icon={<LinkOutlined />} aria-label={t('assign')} onClick={() => setDialog({ kind: 'assign', resourceId: resource.id })} data-testid={`resource-assign-${resource.name}`} />
                      </Tooltip>
                      <Tooltip title={t('edit')}>
                        <Button size="small" icon={<EditOutlined />} aria-label={t('edit')} onClick={() => setDialog({ kind: 'edit', resourceId: resource.id })} data-testid={`resource-edit-${resource.name}`} />
                      </Tooltip>
                      <Tooltip title={t('delete')}>
                        <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('delete')} onClick={() => remove(resource)} data-testid={`resource-delete-${resource.name}`} />
                      </Tooltip>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    );
  };

  return (
    <ModulePage testId="resources-page" title={t('title', { schedule: schedule?.name ?? '' })} extra={header}>
      {body()}
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? <ResourceDialog resource={open} onSave={save} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'assign' && open !== null ? <AssignDialog resource={open} activities={plan.data?.activities ?? []} onAssign={assign} onClose={() => setDialog(null)} /> : null}
    </ModulePage>
  );
}
