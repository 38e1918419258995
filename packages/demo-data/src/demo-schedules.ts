import { DEMO_COMPANY } from './demo-company';
import { demoId } from './demo-ids';
import { HARBOR_VIEW, NORTHGATE_MEDICAL } from './demo-projects';

export interface DemoSchedule {
  id: string;
  companyId: string;
  projectId: string;
  name: string;
  order: number;
  visible: boolean;
  status: 'active';
  productive: boolean;
  hoursPerDay: number;
  hoursPerWeek: number;
  dateFormat: 'DD/MM/YY' | 'MM/DD/YY' | 'DD/MM/YYYY' | 'MM/DD/YYYY';
}

function schedule(sequence: number, projectId: string, name: string, order: number): DemoSchedule {
  return {
    id: demoId('schedule', sequence),
    companyId: DEMO_COMPANY.id,
    projectId,
    name,
    order,
    visible: true,
    status: 'active',
    productive: true,
    hoursPerDay: 8,
    hoursPerWeek: 40,
    dateFormat: 'MM/DD/YY',
  };
}

/** The schedule that carries the demo master plan. */
export const HARBOR_VIEW_TOWER = schedule(1, HARBOR_VIEW.id, 'Tower A', 1);
export const HARBOR_VIEW_PODIUM = schedule(2, HARBOR_VIEW.id, 'Podium and Parking', 2);
export const NORTHGATE_HOSPITAL = schedule(3, NORTHGATE_MEDICAL.id, 'Main Hospital Building', 1);
export const NORTHGATE_UTILITY_PLANT = schedule(4, NORTHGATE_MEDICAL.id, 'Central Utility Plant', 2);

export const DEMO_SCHEDULES: readonly DemoSchedule[] = [
  HARBOR_VIEW_TOWER,
  HARBOR_VIEW_PODIUM,
  NORTHGATE_HOSPITAL,
  NORTHGATE_UTILITY_PLANT,
];
