import { planningWindow } from '../planning-window';

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The planning weeks a CNC can be recorded for, newest first: the week holding `today` and the `count - 1` before it,
 * each starting on the project's planification day (0 Sunday .. 6 Saturday). A week already named (an older CNC's)
 * is kept in the list so editing never loses it.
 */
export function cncWeekChoices(today: string, planificationDay: number, count: number, keep: string | null = null): string[] {
  const current = planningWindow(today, 1, planificationDay).start;
  const weeks = Array.from({ length: Math.max(count, 1) }, (_, index) => addDays(current, -7 * index));
  if (keep !== null && !weeks.includes(keep)) weeks.push(keep);
  return weeks.sort((a, b) => b.localeCompare(a));
}
