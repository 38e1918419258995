import { readFileSync } from 'node:fs';

/** Idle and total CPU time of the machine so far, from /proc/stat (Linux). */
function cpuTimes(): { idle: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}

/**
 * Waits until the machine is mostly idle (two half-second samples at least `idleShare` idle), at most `maxSeconds`:
 * a bench that has just saved a large plan times what a user's open costs, not the services still digesting that save's
 * events beside it. Returns how long it waited and whether the machine got quiet.
 */
export async function waitForQuietMachine(idleShare = 0.7, maxSeconds = 60): Promise<{ waitedMs: number; quiet: boolean }> {
  const started = Date.now();
  let calm = 0;
  let last = cpuTimes();
  if (last === null) return { waitedMs: 0, quiet: false };
  while (Date.now() - started < maxSeconds * 1000) {
    await new Promise((done) => setTimeout(done, 500));
    const now = cpuTimes()!;
    const share = (now.idle - last.idle) / Math.max(1, now.total - last.total);
    last = now;
    calm = share >= idleShare ? calm + 1 : 0;
    if (calm >= 2) return { waitedMs: Date.now() - started, quiet: true };
  }
  return { waitedMs: Date.now() - started, quiet: false };
}
