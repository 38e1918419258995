import type { Schedule } from '@tenon/contracts';
import type { ScheduleRecord } from './schedule.record';

export function toScheduleView(schedule: ScheduleRecord): Schedule {
  return {
    id: schedule.id,
    projectId: schedule.projectId,
    name: schedule.name,
    order: schedule.order,
    visible: schedule.visible,
    status: schedule.status,
    hoursPerDay: schedule.hoursPerDay,
    hoursPerWeek: schedule.hoursPerWeek,
    dateFormat: schedule.dateFormat,
  };
}
