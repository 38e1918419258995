import type { ScheduleModel } from '@tenon/scheduling';
import { apiRequest } from '@tenon/ui';

/** One activity as the CPM engine scheduled it; dates are wall-clock `YYYY-MM-DDTHH:mm`, floats working minutes. */
export interface ScheduledActivity {
  id: string;
  correlativeId: number;
  name: string;
  kind: 'task' | 'milestone' | 'summary';
  /** Working minutes as planned. */
  duration: number;
  earlyStart: string;
  earlyFinish: string;
  lateStart: string;
  lateFinish: string;
  totalFloat: number;
  freeFloat: number;
  critical: boolean;
  drivingPredecessorIds: string[];
}

export interface CriticalPath {
  scheduleId: string;
  projectStart: string | null;
  projectFinish: string | null;
  minutesPerDay: number;
  activities: ScheduledActivity[];
  /** The plan as the engine's model, re-scheduled in the browser for what-if edits. */
  model: ScheduleModel;
}

export function fetchCriticalPath(projectId: string, scheduleId: string): Promise<CriticalPath> {
  return apiRequest<CriticalPath>(
    `/masterplan/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/critical-path`,
  );
}
