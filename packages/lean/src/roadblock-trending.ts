const DAY_MS = 86_400_000;

/** Midnight UTC of the calendar day an ISO date or date-time falls on. */
function dayOf(date: string | Date): number {
  const iso = typeof date === 'string' ? date : date.toISOString();
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return Date.UTC(year!, month! - 1, day);
}

/** What the trending column needs of a roadblock. */
export interface TrendingInput {
  commitmentDate: string | null;
  releaseDate: string | null;
  released: boolean;
}

/**
 * Spec part 3, 2.4: days between the commitment date and today, or the release date when released. Positive: days
 * late (today, or the release, is after the commitment); negative: days to spare. Calendar days, not working days,
 * as the commitment is a date promised to a person. Null without a commitment date.
 */
export function roadblockTrendingDays(roadblock: TrendingInput, today: string | Date): number | null {
  if (roadblock.commitmentDate === null) return null;
  const until = roadblock.released && roadblock.releaseDate !== null ? roadblock.releaseDate : today;
  return Math.round((dayOf(until) - dayOf(roadblock.commitmentDate)) / DAY_MS);
}

/** A roadblock not released whose commitment date is before today (the overdue mail and the 'expired' status). */
export function isRoadblockOverdue(roadblock: TrendingInput, today: string | Date): boolean {
  return !roadblock.released && roadblock.commitmentDate !== null && dayOf(roadblock.commitmentDate) < dayOf(today);
}
