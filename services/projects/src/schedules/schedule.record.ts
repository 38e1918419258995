export interface ScheduleRecord {
  id: string;
  companyId: string;
  projectId: string;
  name: string;
  order: number;
  visible: boolean;
  status: string;
  productive: boolean;
  hoursPerDay: number;
  hoursPerWeek: number;
  dateFormat: string;
}

export type NewSchedule = Omit<ScheduleRecord, 'id' | 'companyId'> & { id?: string };

/** Stage of a deleted schedule (sector): hidden from every list. */
export const DELETED_SCHEDULE_STATUS = 'deleted';
