import type { ActivityPriority, ConstraintType } from '@tenon/contracts';
export type ActivityKind = 'task' | 'milestone' | 'summary';

export interface ActivityRecord {
  id: string;
  companyId: string;
  scheduleId: string;
  calendarId: string | null;
  parentId: string | null;
  name: string;
  kind: ActivityKind;
  duration: number;
  start: string;
  finish: string;
  progress: number;
  /** Plan rows carry them; the engine schedules the remaining work of a started activity from the data date. */
  actualStart?: string | null;
  actualFinish?: string | null;
  correlativeId: number;
  order: number;
  constraintType: ConstraintType;
  constraintDate: string | null;
  priority: ActivityPriority;
  description: string;
  subcontractId: string | null;
  tags: string[];
  responsibleIds: string[];
}
