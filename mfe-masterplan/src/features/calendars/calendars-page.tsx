import { useEffect, useState } from 'react';
import { Alert, App, Button, Space, Table, Tag, Tooltip } from 'antd';
import { CopyOutlined, DeleteOutlined, EditOutlined, FlagOutlined, PlusOutlined, ProjectOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { permissionAllows } from '@tenon/contracts';
import type { CalendarChangeReply, CalendarInUseDetails, CalendarSummary, ScheduleScope } from '@tenon/contracts/types';
import { ApiError, EmptyState, ErrorState, LoadingState, ModulePage, SelectScheduleState, selectionStore, usePermissions, useSelectedProject } from '@tenon/ui';
import { ResourcesLink } from '../resources/resources-link';
import { useScheduleSummaries } from '../schedules/use-schedule-summaries';
import { CalendarEditor } from './calendar-editor';
import { calendarErrorTexts, newCalendarFields, shiftsText, WEEKDAY_KEYS } from './calendar-form-rules';
import { CALENDARS_NAMESPACE } from './calendar-messages';
import { createCalendar, deleteCalendar, updateCalendar, type CalendarFields } from './calendars.api';
import { CloneCalendar } from './clone-calendar';
import { HolidayImport } from './holiday-import';
import { MovedActivities } from './moved-activities';
import { useCalendars, useCalendarsChanged } from './use-calendars';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'holidays' | 'clone'; calendar: CalendarSummary };

const fieldsOf = ({ name, isDefault, workingDays, shifts, exceptions }: CalendarSummary): CalendarFields => ({ name, isDefault, workingDays, shifts, exceptions });

/** The Gantt sends a schedule without calendars here with this state, to be told why (spec 2.4: a warning for 5 s). */
export interface CalendarsPageState {
  noCalendars?: boolean;
}

/** /gantt/:sectorId/calendars: a schedule's calendars (spec 2.5); each change shows what the engine moved. */
export function CalendarsPage() {
  const { t } = useTranslation(CALENDARS_NAMESPACE);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const { sectorId: scheduleId = '' } = useParams();
  const { projectId, project, isLoading: projectLoading } = useSelectedProject();
  const canEdit = permissionAllows(usePermissions()['masterplan.calendars'], 'AC');
  const schedule = useScheduleSummaries(projectId).data?.find((candidate) => candidate.id === scheduleId);
  const calendars = useCalendars(projectId, scheduleId);
  const changed = useCalendarsChanged(projectId, scheduleId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [lastChange, setLastChange] = useState<CalendarChangeReply | null>(null);
  const [inUse, setInUse] = useState<{ name: string; details: CalendarInUseDetails } | null>(null);
  const place: ScheduleScope = { projectId: projectId ?? '', scheduleId };
  const noCalendars = (location.state as CalendarsPageState | null)?.noCalendars === true;

  useEffect(() => {
    if (schedule !== undefined) selectionStore.selectSchedule(schedule.id);
  }, [schedule]);

  useEffect(() => {
    if (noCalendars) void message.warning({ content: t('no_calendars_warning'), duration: 5, key: 'no-calendars' });
  }, [noCalendars, message, t]);

  const applied = async (reply: CalendarChangeReply) => {
    setDialog(null);
    setInUse(null);
    setLastChange(reply);
    await changed();
  };
  const save = async (fields: CalendarFields) => {
    const reply = dialog?.kind === 'edit' ? await updateCalendar(place, dialog.calendar.id, fields) : await createCalendar(place, fields);
    void message.success(t(dialog?.kind === 'edit' ? 'saved' : 'created', { name: fields.name }));
    await applied(reply);
  };
  const remove = (calendar: CalendarSummary): void => {
    void modal.confirm({
      title: t('delete_title', { name: calendar.name }),
      okText: t('delete'),
      okButtonProps: { danger: true, id: 'calendar-delete-ok' },
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await applied(await deleteCalendar(place, calendar.id));
          void message.success(t('deleted', { name: calendar.name }));
        } catch (error) {
          if (error instanceof ApiError && error.code === 'CALENDAR_IN_USE') setInUse({ name: calendar.name, details: error.details as CalendarInUseDetails });
          else void message.error(error instanceof ApiError ? calendarErrorTexts(error).map((e) => e.text ?? t(e.key, e.params)).join(' ') : String(error));
        }
      },
    });
  };

  const actions = (calendar: CalendarSummary) => (
    <Space size={4}>
      <Tooltip title={canEdit ? t('edit') : t('view')}>
        <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={t('edit')} onClick={() => setDialog({ kind: 'edit', calendar })} data-testid={`calendar-edit-${calendar.id}`} />
      </Tooltip>
      <Tooltip title={t('holidays_import')}>
        <Button size="small" icon={<FlagOutlined aria-hidden />} aria-label={t('holidays_import')} disabled={!canEdit} onClick={() => setDialog({ kind: 'holidays', calendar })} data-testid={`calendar-holidays-${calendar.id}`} />
      </Tooltip>
      <Tooltip title={t('clone')}>
        <Button size="small" icon={<CopyOutlined aria-hidden />} aria-label={t('clone')} disabled={!canEdit} onClick={() => setDialog({ kind: 'clone', calendar })} data-testid={`calendar-clone-${calendar.id}`} />
      </Tooltip>
      <Tooltip title={t('delete')}>
        <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('delete')} disabled={!canEdit} onClick={() => remove(calendar)} data-testid={`calendar-delete-${calendar.id}`} />
      </Tooltip>
    </Space>
  );

  const body = () => {
    if (projectLoading) return <LoadingState />;
    if (projectId === null) return <SelectScheduleState needsProject />;
    if (calendars.isLoading) return <LoadingState />;
    if (calendars.isError) return <ErrorState error={calendars.error} onRetry={() => void calendars.refetch()} />;
    const list = calendars.data?.calendars ?? [];
    return (
      <>
        {noCalendars && list.length === 0 ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('no_calendars_warning')} data-testid="calendars-missing-warning" /> : null}
        {lastChange === null ? null : <MovedActivities change={lastChange} onClose={() => setLastChange(null)} />}
        {inUse === null ? null : (
          <Alert
            type="error"
            showIcon
            closable
            onClose={() => setInUse(null)}
            style={{ marginBottom: 16 }}
            message={t('in_use_title', { name: inUse.name, count: inUse.details.count })}
            description={<ul style={{ margin: 0 }}>{inUse.details.activities.map((a) => <li key={a.id}>{`${a.correlativeId} · ${a.name}`}</li>)}{inUse.details.count > inUse.details.activities.length ? <li>{t('in_use_more', { count: inUse.details.count - inUse.details.activities.length })}</li> : null}</ul>}
            data-testid="calendar-in-use"
          />
        )}
        {list.length === 0 ? (
          <EmptyState testId="calendars-empty" title={t('empty')} description={t('empty_hint')} />
        ) : (
          <Table
            rowKey="id"
            pagination={false}
            dataSource={list}
            data-testid="calendars-table"
            columns={[
              { key: 'name', title: t('name'), render: (_: unknown, c: CalendarSummary) => <Space><span data-testid={`calendar-name-${c.id}`}>{c.name}</span>{c.isDefault ? <Tag color="blue">{t('default')}</Tag> : null}</Space> },
              { key: 'days', title: t('working_days'), render: (_: unknown, c: CalendarSummary) => WEEKDAY_KEYS.filter((_, i) => c.workingDays[i] === 1).map((d) => t(`day_${d}`)).join(' ') },
              { key: 'shifts', title: t('shifts'), render: (_: unknown, c: CalendarSummary) => shiftsText(c.shifts) },
              { key: 'exceptions', title: t('exceptions'), align: 'right' as const, render: (_: unknown, c: CalendarSummary) => <span data-testid={`calendar-exceptions-${c.id}`}>{c.exceptions.length}</span> },
              { key: 'used', title: t('used_by'), align: 'right' as const, render: (_: unknown, c: CalendarSummary) => c.usedBy },
              { key: 'actions', width: 170, render: (_: unknown, c: CalendarSummary) => actions(c) },
            ]}
          />
        )}
      </>
    );
  };

  const extra = (
    <Space>
      <Button icon={<ProjectOutlined aria-hidden />} onClick={() => void navigate(`/gantt/${scheduleId}/ganttchart`)} data-testid="calendars-gantt">
        {t('to_gantt')}
      </Button>
      <ResourcesLink scheduleId={scheduleId} testId="calendars-resources" />
      <Button type="primary" icon={<PlusOutlined aria-hidden />} disabled={!canEdit || projectId === null} onClick={() => setDialog({ kind: 'create' })} data-testid="calendar-create">
        {t('create')}
      </Button>
    </Space>
  );

  return (
    <ModulePage testId="calendars-page" title={t('title', { schedule: schedule?.name ?? '' })} extra={extra}>
      {body()}
      {dialog?.kind === 'create' ? (
        <CalendarEditor title={t('create')} initial={newCalendarFields((calendars.data?.calendars.length ?? 0) === 0 ? t('standard_name') : '')} readOnly={false} onSave={save} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'edit' ? <CalendarEditor title={dialog.calendar.name} initial={fieldsOf(dialog.calendar)} readOnly={!canEdit} onSave={save} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'holidays' ? (
        <HolidayImport
          place={place}
          calendar={dialog.calendar}
          defaultCountry={project?.country}
          onImported={(reply) => {
            void message.success(t('holidays_added'));
            void applied(reply);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'clone' ? (
        <CloneCalendar
          place={place}
          calendar={dialog.calendar}
          onCloned={(reply) => {
            setDialog(null);
            void message.success(t('cloned', { count: reply.clones.length }));
            void changed();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </ModulePage>
  );
}
