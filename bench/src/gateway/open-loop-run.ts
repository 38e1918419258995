import { loadavg } from 'node:os';

export interface RunFigures {
  sent: number;
  ok: number;
  failuresByStatus: Map<string, number>;
  achievedPerSecond: number;
  latenciesMs: number[];
  loadAtStart: number[];
  loadAtEnd: number[];
  maxInFlight: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/**
 * Open loop: request i leaves at start + i/rate whatever happened to the earlier ones, so a slow system cannot
 * slow the arrivals down (a closed loop would hide exactly the queueing this measures).
 * `read` resolves to the HTTP status; only 200 counts as ok.
 */
export async function runOpenLoop(rate: number, seconds: number, read: () => Promise<number>): Promise<RunFigures> {
  const loadAtStart = loadavg();
  const latenciesMs: number[] = [];
  const failuresByStatus = new Map<string, number>();
  const fail = (reason: string): void => void failuresByStatus.set(reason, (failuresByStatus.get(reason) ?? 0) + 1);
  const total = Math.round(rate * seconds);
  const intervalMs = 1000 / rate;
  let inFlight = 0;
  let maxInFlight = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = started + i * intervalMs - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const sentAt = performance.now();
    inFlight++;
    if (inFlight > maxInFlight) maxInFlight = inFlight;
    pending.push(
      read().then(
        (status) => {
          inFlight--;
          if (status === 200) latenciesMs.push(performance.now() - sentAt);
          else fail(String(status));
        },
        (error: unknown) => {
          inFlight--;
          fail(error instanceof Error ? error.message : 'error');
        },
      ),
    );
  }
  await Promise.all(pending);
  const elapsedSeconds = (performance.now() - started) / 1000;
  latenciesMs.sort((a, b) => a - b);
  return {
    sent: total,
    ok: latenciesMs.length,
    failuresByStatus,
    achievedPerSecond: latenciesMs.length / elapsedSeconds,
    latenciesMs,
    loadAtStart,
    loadAtEnd: loadavg(),
    maxInFlight,
  };
}
