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
