import {
  lookaheadEvents,
  masterplanEvents,
  weeklyEvents,
  type ActivityRowsChangedEvent,
  type CncChangedEvent,
  type ConstraintChangedEvent,
  type LookaheadTaskEvent,
  type WeekClosedEvent,
  type WeekCommittedEvent,
} from '@tenon/contracts';

/** Spec part 3, 7 (realtime events): what an open screen of a schedule is told. */
export type RealtimeType = 'task_add' | 'task_update' | 'task_delete' | 'activity_update' | 'constraint_update' | 'week_update' | 'cnc_update';

export interface RealtimeMessage {
  type: RealtimeType;
  projectId: string;
  scheduleId: string;
  /** The rows it names (tasks, activities, roadblocks…), so a screen may refresh only when it shows one. */
  ids: string[];
  /** Who made the change; null when the system did (a roadblock restricting a task). */
  by: string | null;
}

/** A schedule's room: only sockets of the company that checked their access to the schedule are in it. */
export const roomOf = (companyId: string, scheduleId: string): string => `${companyId}:${scheduleId}`;

export interface RoutedMessage {
  room: string;
  message: RealtimeMessage;
}

type Translate = (payload: unknown) => RoutedMessage | null;

const TASK_CHANGE_TYPES = { created: 'task_add', updated: 'task_update', deleted: 'task_delete', 'lean-status': 'task_update' } as const;

/** A week committed, changed or closed: the week's first day and its tasks. */
const weekUpdate: Translate = (payload) => {
  const event = payload as WeekCommittedEvent | WeekClosedEvent;
  const removed = 'removedTaskIds' in event ? event.removedTaskIds : [];
  return {
    room: roomOf(event.companyId, event.scheduleId),
    message: { type: 'week_update', projectId: event.projectId, scheduleId: event.scheduleId, ids: [event.weekStart, ...event.commitments.map((c) => c.taskId), ...removed].slice(0, 500), by: event.by },
  };
};

const translators: Record<string, Translate> = {
  [lookaheadEvents.taskUpdated]: (payload) => {
    const event = payload as LookaheadTaskEvent;
    if (event.change === 'batch') {
      const ids = event.written === 'deleted' ? event.deletedTaskIds : event.tasks.map((task) => task.id);
      return { room: roomOf(event.companyId, event.scheduleId), message: { type: TASK_CHANGE_TYPES[event.written], projectId: event.projectId, scheduleId: event.scheduleId, ids, by: event.by } };
    }
    return {
      room: roomOf(event.companyId, event.scheduleId),
      message: { type: TASK_CHANGE_TYPES[event.change], projectId: event.projectId, scheduleId: event.scheduleId, ids: [event.taskId], by: 'by' in event ? event.by : null },
    };
  },
  [masterplanEvents.activityRowsChanged]: (payload) => {
    const event = payload as ActivityRowsChangedEvent;
    // A whole plan arrives in chunks; its last one is enough to tell screens to read it again.
    if (event.chunkIndex !== event.chunkCount - 1) return null;
    return {
      room: roomOf(event.companyId, event.scheduleId),
      message: { type: 'activity_update', projectId: event.projectId, scheduleId: event.scheduleId, ids: [...event.activities.map((a) => a.id), ...event.deletedActivityIds].slice(0, 500), by: null },
    };
  },
  [lookaheadEvents.constraintChanged]: (payload) => {
    const event = payload as ConstraintChangedEvent;
    return {
      room: roomOf(event.companyId, event.scheduleId),
      message: { type: 'constraint_update', projectId: event.projectId, scheduleId: event.scheduleId, ids: event.constraints.map((c) => c.id), by: event.changedBy },
    };
  },
  [weeklyEvents.cncChanged]: (payload) => {
    const event = payload as CncChangedEvent;
    return {
      room: roomOf(event.companyId, event.scheduleId),
      message: { type: 'cnc_update', projectId: event.projectId, scheduleId: event.scheduleId, ids: [event.cnc.id], by: event.changedBy },
    };
  },
  [weeklyEvents.weekCommitted]: weekUpdate,
  [weeklyEvents.weekClosed]: weekUpdate,
};

/** Topics the realtime fan-out listens to; more join as modules announce their changes. */
export const REALTIME_TOPICS: readonly string[] = Object.keys(translators);

/** The message a domain event becomes, and the room it goes to; null for an event no screen needs. */
export function realtimeMessageOf(topic: string, payload: unknown): RoutedMessage | null {
  const translate = translators[topic];
  if (translate === undefined || typeof payload !== 'object' || payload === null) return null;
  const { companyId, scheduleId } = payload as { companyId?: unknown; scheduleId?: unknown };
  if (typeof companyId !== 'string' || typeof scheduleId !== 'string') return null;
  return translate(payload);
}
