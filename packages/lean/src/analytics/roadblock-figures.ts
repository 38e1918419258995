import { addDays, dayNumber, dayOf, daysBetween, round1 } from './days';

export interface RoadblockFacts {
  id: string;
  /** Day it was raised. */
  createdOn: string;
  /** Day it was promised to be released, or null. */
  commitmentDate: string | null;
  /** Day it was released, or null while open. */
  releaseDate: string | null;
}

export interface PcrWeekFigure {
  weekStart: string;
  /** Roadblocks whose commitment date falls in the week (and is not after today). */
  due: number;
  /** Of those, released on or before their commitment date. */
  releasedOnTime: number;
  /** Roadblocks raised in the week. */
  raised: number;
  /** Roadblocks released in the week, on time or not. */
  released: number;
  /** Open at the end of the week (or today, for the current week). */
  open: number;
  /** Percent of constraints removed: released on time over due; null with none due. */
  pcr: number | null;
}

/** PCR and the constraints area chart, one row per planning week from `firstWeek` to the week holding `today`. */
export function pcrByWeek(roadblocks: readonly RoadblockFacts[], firstWeek: string, today: string): PcrWeekFigure[] {
  const rows: PcrWeekFigure[] = [];
  const todayN = dayNumber(today);
  for (let weekStart = dayOf(firstWeek); dayNumber(weekStart) <= todayN; weekStart = addDays(weekStart, 7)) {
    const start = dayNumber(weekStart);
    const end = Math.min(start + 6, todayN);
    const inWeek = (day: string | null) => day !== null && dayNumber(day) >= start && dayNumber(day) <= end;
    const due = roadblocks.filter((r) => inWeek(r.commitmentDate));
    const releasedOnTime = due.filter((r) => r.releaseDate !== null && dayNumber(r.releaseDate) <= dayNumber(r.commitmentDate as string)).length;
    rows.push({
      weekStart,
      due: due.length,
      releasedOnTime,
      raised: roadblocks.filter((r) => inWeek(r.createdOn)).length,
      released: roadblocks.filter((r) => inWeek(r.releaseDate)).length,
      open: roadblocks.filter((r) => dayNumber(r.createdOn) <= end && (r.releaseDate === null || dayNumber(r.releaseDate) > end)).length,
      pcr: due.length === 0 ? null : round1((releasedOnTime / due.length) * 100),
    });
  }
  return rows;
}

export const ageingBands = ['0-7', '8-14', '15-30', '31+'] as const;
export type AgeingBand = (typeof ageingBands)[number];

export interface RoadblockAgeing {
  bands: Array<{ band: AgeingBand; open: number }>;
  /** Open roadblocks past their commitment date. */
  overdue: number;
  /** Age in days of the oldest open roadblock. */
  oldestDays: number | null;
}

/** Open roadblocks by how long they have been open, and how many are past their promised day. */
export function roadblockAgeing(roadblocks: readonly RoadblockFacts[], today: string): RoadblockAgeing {
  const open = roadblocks.filter((r) => r.releaseDate === null);
  const ages = open.map((r) => Math.max(0, daysBetween(r.createdOn, today)));
  const bandOf = (age: number): AgeingBand => (age <= 7 ? '0-7' : age <= 14 ? '8-14' : age <= 30 ? '15-30' : '31+');
  return {
    bands: ageingBands.map((band) => ({ band, open: ages.filter((age) => bandOf(age) === band).length })),
    overdue: open.filter((r) => r.commitmentDate !== null && dayNumber(r.commitmentDate) < dayNumber(today)).length,
    oldestDays: ages.length === 0 ? null : Math.max(...ages),
  };
}

export interface CommittedTaskReadiness {
  /** Week the task was committed in. */
  weekStart: string;
  /** Day its last roadblock was released (or it had none: the day it was planned); null when still restricted. */
  readyOn: string | null;
}

/** Make-ready rate: percent of committed tasks whose roadblocks were all released before their week began. */
export function makeReadyRate(tasks: readonly CommittedTaskReadiness[]): number | null {
  if (tasks.length === 0) return null;
  const ready = tasks.filter((t) => t.readyOn !== null && dayNumber(t.readyOn) < dayNumber(t.weekStart)).length;
  return round1((ready / tasks.length) * 100);
}
