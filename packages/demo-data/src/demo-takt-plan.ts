import type { DemoActivity } from './demo-activities';
import { DEMO_CALENDAR, WORKDAY_MINUTES, type DemoCalendar } from './demo-calendar';
import { DEMO_COMPANY } from './demo-company';
import { demoId } from './demo-ids';
import { demoDate } from './demo-week';
import { NORTHGATE_UTILITY_PLANT } from './demo-schedules';
import { WorkingDays } from './working-days';

/**
 * The Central Utility Plant's takt demo, seeded in parts by the masterplan (calendar and three activities), the takt
 * service (the 'Plant building' structure, the activities assigned to its areas, the plan) and the lookahead (the takt
 * tasks on the plan's dates). Fixed ids so the parts agree.
 */
const taktSeedId = (kind: number, n: number) => `7a1c${String(kind).padStart(4, '0')}${String(n).padStart(16, '0')}`;

export const PLANT_STRUCTURE_ID = taktSeedId(1, 1);
export const PLANT_LEVELS = 4;
export const PLANT_AREAS_PER_LEVEL = 4;

export function plantLocationId(levelIndex: number): string {
  return taktSeedId(2, levelIndex + 1);
}

export function plantUnitId(levelIndex: number, areaIndex: number): string {
  return taktSeedId(3, levelIndex * 100 + areaIndex + 1);
}

/** Every area of the plant building in train order (level by level), with the takt task's name. */
export function plantUnits(): Array<{ unitId: string; locationId: string; levelIndex: number; areaIndex: number; taskName: string }> {
  const units = [];
  for (let level = 0; level < PLANT_LEVELS; level++) {
    for (let area = 0; area < PLANT_AREAS_PER_LEVEL; area++) {
      units.push({ unitId: plantUnitId(level, area), locationId: plantLocationId(level), levelIndex: level, areaIndex: area, taskName: `Level ${level + 1} - Area ${area + 1}` });
    }
  }
  return units;
}

export const PLANT_CALENDAR: DemoCalendar = { ...DEMO_CALENDAR, id: demoId('calendar', 0x101), scheduleId: NORTHGATE_UTILITY_PLANT.id };

/**
 * The plan's first working day: three weeks before the demo's data date, so takt analytics opens on a train under way
 * (levels done, one behind, the last trade on the top level not started); its train crosses Veterans Day and
 * Thanksgiving.
 */
export const PLANT_TAKT_START = demoDate('2026-11-05');
export const PLANT_TAKT_DAYS = 3;
/** The last working day the plant's progress was reported for: the Wednesday before Thanksgiving. */
export const PLANT_PROGRESS_DATE = demoDate('2026-11-25');

const plantDays = new WorkingDays(PLANT_CALENDAR, PLANT_TAKT_START);
const TRADES = ['Mechanical rough-in', 'Electrical rough-in', 'Wall finishes'] as const;

/**
 * A takt task's progress as reported on PLANT_PROGRESS_DATE, by its period in the train: periods before the last one
 * finished are done, but for the fourth area of the last finished period (behind: late); in the period under way the
 * areas are done, two thirds, half and not started; later periods are not started.
 */
export function plantTaktTaskProgress(period: number, areaIndex: number): number {
  const current = Math.floor(plantDays.indexOf(PLANT_PROGRESS_DATE) / PLANT_TAKT_DAYS);
  if (period < current - 1) return 100;
  if (period === current - 1) return areaIndex === PLANT_AREAS_PER_LEVEL - 1 ? 60 : 100;
  if (period === current) return [100, 67, 50, 0][areaIndex] ?? 0;
  return 0;
}

/** The three trades of the plant's takt train, each spanning its whole pass through the four levels. */
export const PLANT_ACTIVITIES: readonly DemoActivity[] = TRADES.map((name, index) => {
  const first = index * PLANT_TAKT_DAYS;
  const last = (index + PLANT_LEVELS) * PLANT_TAKT_DAYS - 1;
  return {
    id: demoId('activity', 0x1001 + index),
    companyId: DEMO_COMPANY.id,
    scheduleId: NORTHGATE_UTILITY_PLANT.id,
    calendarId: PLANT_CALENDAR.id,
    parentId: null,
    name,
    kind: 'task',
    duration: (last - first + 1) * WORKDAY_MINUTES,
    start: `${plantDays.dateOf(first)}T08:00`,
    finish: `${plantDays.dateOf(last)}T17:00`,
    // Its takt tasks' progress rolled up (equal durations, so the plain mean), as the lookahead would have sent it.
    progress: Math.round(plantUnits().reduce((sum, unit) => sum + plantTaktTaskProgress(index + unit.levelIndex, unit.areaIndex), 0) / plantUnits().length),
    correlativeId: index + 1,
    order: index,
  };
});

/** The train: the trades in this order, no buffer, one takt period per level. */
export const PLANT_TAKT_PLAN = { structureId: PLANT_STRUCTURE_ID, taktDays: PLANT_TAKT_DAYS, bufferPeriods: 0, start: PLANT_TAKT_START, wagonIds: PLANT_ACTIVITIES.map((a) => a.id) };

/** Each takt task's dates as the plan gives them (wagon w on level l in period w + l), on the plant's calendar. */
export function plantTaktTaskDates(): Array<{ activityId: string; unitId: string; name: string; start: string; finish: string; progress: number }> {
  return PLANT_ACTIVITIES.flatMap((activity, wagon) =>
    plantUnits().map((unit) => {
      const period = wagon + unit.levelIndex;
      return {
        activityId: activity.id,
        unitId: unit.unitId,
        name: unit.taskName,
        start: `${plantDays.dateOf(period * PLANT_TAKT_DAYS)}T08:00`,
        finish: `${plantDays.dateOf((period + 1) * PLANT_TAKT_DAYS - 1)}T17:00`,
        progress: plantTaktTaskProgress(period, unit.areaIndex),
      };
    }),
  );
}
