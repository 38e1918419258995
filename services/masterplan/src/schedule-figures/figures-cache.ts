import type { ScheduleFigures } from '@tenon/contracts';

/**
 * Schedule figures computed in the last `ttlMs`, per company and schedule. The projects home asks for every
 * schedule of every listed project each minute and reading activities is the slow part (FerretDB scans the
 * collection), so figures may be up to `ttlMs` old. Bounded: the oldest entries go first.
 */
export class FiguresCache {
  private readonly entries = new Map<string, { figures: ScheduleFigures; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  lookup(companyId: string, scheduleIds: readonly string[]): { hits: Map<string, ScheduleFigures>; misses: string[] } {
    const hits = new Map<string, ScheduleFigures>();
    const misses: string[] = [];
    const oldest = this.now() - this.ttlMs;
    for (const scheduleId of scheduleIds) {
      const entry = this.entries.get(keyOf(companyId, scheduleId));
      if (entry !== undefined && entry.at > oldest) hits.set(scheduleId, entry.figures);
      else misses.push(scheduleId);
    }
    return { hits, misses };
  }

  store(companyId: string, figures: readonly ScheduleFigures[]): void {
    const at = this.now();
    for (const entry of figures) {
      const key = keyOf(companyId, entry.scheduleId);
      this.entries.delete(key);
      this.entries.set(key, { figures: entry, at });
    }
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}

function keyOf(companyId: string, scheduleId: string): string {
  return `${companyId}:${scheduleId}`;
}
