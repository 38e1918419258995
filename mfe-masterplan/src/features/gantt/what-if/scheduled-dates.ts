import { mapBy } from '@tenon/gantt';
import { isoFromMinutes } from '@tenon/scheduling';
import type { DateColumns, WhatIfDates } from './what-if-protocol';

const NOTHING = new Map<string, number>();

/**
 * The engine's answer as the page reads it: columns of minutes, one row per activity, made into an activity's dates
 * only when something reads them (the rows on screen), not 10,000 ISO strings per edit. An activity whose numbers did
 * not change keeps the very object it had, so rows memoised on it are not repainted.
 */
export class ScheduledDates {
  static readonly none = new ScheduledDates(NOTHING, null, undefined);
  private readonly made: (WhatIfDates | undefined)[] = [];

  constructor(
    private readonly index: ReadonlyMap<string, number>,
    private readonly columns: DateColumns | null,
    private previous: ScheduledDates | undefined,
  ) {
    // One generation back is enough to keep unchanged objects; older answers are let go.
    if (previous !== undefined) previous.previous = undefined;
  }

  get size(): number {
    return this.columns === null ? 0 : this.index.size;
  }

  get(id: string): WhatIfDates | undefined {
    const at = this.index.get(id);
    if (at === undefined || this.columns === null) return undefined;
    const made = this.made[at];
    if (made !== undefined) return made;
    const kept = this.previous !== undefined && this.previous.index === this.index && this.previous.sameAt(at, this.columns) ? this.previous.get(id) : undefined;
    const dates = kept ?? this.read(id, at, this.columns);
    this.made[at] = dates;
    return dates;
  }

  critical(id: string): boolean {
    const at = this.index.get(id);
    return at !== undefined && this.columns !== null && this.columns.critical[at] === 1;
  }

  /**
   * The earliest early start and the latest early finish, in wall-clock minutes: of the activities `ids` names, or of
   * every activity (a loop over the columns, no lookup per row); null when none has dates.
   */
  span(ids?: Iterable<string>): { first: number; last: number } | null {
    const columns = this.columns;
    if (columns === null) return null;
    let first = Infinity;
    let last = -Infinity;
    const take = (at: number) => {
      if (columns.earlyStart[at]! < first) first = columns.earlyStart[at]!;
      if (columns.earlyFinish[at]! > last) last = columns.earlyFinish[at]!;
    };
    if (ids === undefined) {
      for (let at = 0; at < columns.earlyStart.length; at++) take(at);
    } else {
      for (const id of ids) {
        const at = this.index.get(id);
        if (at !== undefined) take(at);
      }
    }
    return first === Infinity ? null : { first, last: Math.max(first, last) };
  }

  private sameAt(at: number, other: DateColumns): boolean {
    const mine = this.columns;
    return (
      mine !== null &&
      mine.earlyStart[at] === other.earlyStart[at] &&
      mine.earlyFinish[at] === other.earlyFinish[at] &&
      mine.lateStart[at] === other.lateStart[at] &&
      mine.lateFinish[at] === other.lateFinish[at] &&
      mine.totalFloat[at] === other.totalFloat[at] &&
      mine.freeFloat[at] === other.freeFloat[at] &&
      mine.critical[at] === other.critical[at]
    );
  }

  private read(id: string, at: number, columns: DateColumns): WhatIfDates {
    return {
      id,
      earlyStart: isoFromMinutes(columns.earlyStart[at]!),
      earlyFinish: isoFromMinutes(columns.earlyFinish[at]!),
      lateStart: isoFromMinutes(columns.lateStart[at]!),
      lateFinish: isoFromMinutes(columns.lateFinish[at]!),
      totalFloat: columns.totalFloat[at]!,
      freeFloat: columns.freeFloat[at]!,
      critical: columns.critical[at] === 1,
    };
  }
}

/**
 * Positions by id for the ids of one loaded plan: made from the answer that names them, or from the activities of a
 * plan the page sent (in their order); kept for the answers after it. The page's own ids are the strings it already
 * looks up by, which makes the map several times quicker than from 50,000 ids copied back from the worker.
 */
export function datesIndex(): (columns: DateColumns, sent?: readonly { id: string }[]) => ReadonlyMap<string, number> {
  let index: ReadonlyMap<string, number> = NOTHING;
  return (columns, sent) => {
    if (columns.ids !== undefined) index = mapBy(columns.ids, (id) => id, (_id, at) => at);
    else if (sent !== undefined) index = mapBy(sent, (row) => row.id, (_row, at) => at);
    return index;
  };
}
