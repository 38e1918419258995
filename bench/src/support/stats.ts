/** The p-th percentile of the values (nearest rank, not interpolated), 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export const ms = (value: number): string => `${value.toFixed(1)} ms`;

export const median = (values: readonly number[]): number => percentile(values, 50);

/** Runs a bench's main; a failure prints its cause and exits non-zero, so a broken bench is never read as a figure. */
export function runBench(main: () => Promise<void> | void): void {
  Promise.resolve()
    .then(main)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
