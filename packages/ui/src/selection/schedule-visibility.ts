/** Roles that also see schedules marked hidden (spec 6: admin roles see hidden sectors). */
const ROLES_SEEING_HIDDEN_SCHEDULES: readonly string[] = ['superadmin', 'admin'];

export interface ScheduleVisibility {
  visible: boolean;
}

export function schedulesVisibleTo<T extends ScheduleVisibility>(schedules: readonly T[], role: string | undefined): T[] {
  if (role !== undefined && ROLES_SEEING_HIDDEN_SCHEDULES.includes(role)) return [...schedules];
  return schedules.filter((schedule) => schedule.visible);
}
