/**
 * A progress figure as users read it: a percentage kept in [0, 100] and
 * rounded to two decimals, where a roll-up that lands within 0.05 of 100
 * (99.98 from rounding weights) counts as done.
 */
export function progressPercent(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  if (value >= 99.95) return 100;
  return Math.round(value * 100) / 100;
}
