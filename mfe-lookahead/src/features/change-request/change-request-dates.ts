/** A new day keeps the time of day the activity had: the request moves days, not shifts. */
export function withDay(original: string, day: string): string {
  return `${day}${original.slice(10, 16) || 'T08:00'}`;
}
