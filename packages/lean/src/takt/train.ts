/**
 * The takt train: wagons (one trade each, in train order) move through the takt areas (locations, in order) one takt
 * period at a time. Period p covers working days p·T .. p·T+T−1 counted from the first working day on or after the
 * start date, so holidays and weekends stretch a period in calendar days but never in working days.
 */

const DAY_MS = 86_400_000;

/**
 * Which days work. `packages/scheduling`'s compiled `WorkingCalendar` fits as it is (a day works when it has working
 * minutes); days are counted from 1970-01-01 as there.
 */
export interface TaktWorkingDays {
  workingMinutesOnDay(day: number): number;
}

/** A week of working weekdays (0 = Sunday … 6 = Saturday) less holidays (YYYY-MM-DD), for callers without a compiled calendar. */
export function weekdayCalendar(input: { workingWeekdays?: readonly number[]; holidays?: readonly string[] } = {}): TaktWorkingDays {
  const weekdays = new Set(input.workingWeekdays ?? [1, 2, 3, 4, 5]);
  const holidays = new Set((input.holidays ?? []).map(dayOfIso));
  return {
    workingMinutesOnDay: (day) => (weekdays.has(weekdayOf(day)) && !holidays.has(day) ? 480 : 0),
  };
}

export interface TrainInput {
  /** Takt areas in the order the train visits them. */
  locationIds: readonly string[];
  /** Wagons in train order: the first one enters the first location first. */
  wagonIds: readonly string[];
  /** Working days a wagon stays in a location (whole days, ≥ 1). */
  taktDays: number;
  /** Empty takt periods between a wagon and the next one (0 by default). */
  bufferPeriods?: number;
  /** YYYY-MM-DD; the plan starts on the first working day on or after it. */
  start: string;
  calendar: TaktWorkingDays;
  /** A wagon moved by hand, in whole periods (negative = earlier); unknown wagons are ignored. */
  shifts?: Readonly<Record<string, number>>;
  /** Date at least this many periods (a page dating a wagon dragged later needs the periods after the last one used). */
  minPeriods?: number;
}

export interface TrainCell {
  wagonId: string;
  locationId: string;
  /** Takt period from the plan's first working day (0-based). */
  period: number;
  /** First and last working day of the stay, YYYY-MM-DD (inclusive). */
  start: string;
  finish: string;
}

export interface TrainClash {
  locationId: string;
  period: number;
  /** The wagons in the location in that period, in train order. */
  wagonIds: string[];
}

export interface Train {
  cells: TrainCell[];
  clashes: TrainClash[];
  /** Periods from the first to the last one used (the grid's width). */
  periodCount: number;
  /** Start and finish of each period used (and up to `minPeriods`), indexed by period. */
  periods: Array<{ start: string; finish: string }>;
}

export class TrainInputError extends Error {
  constructor(
    readonly code: 'TAKT_TIME_INVALID' | 'TAKT_BUFFER_INVALID' | 'TAKT_START_INVALID' | 'TAKT_SHIFT_BEFORE_START' | 'TAKT_CALENDAR_EMPTY',
    message: string,
  ) {
    super(message);
  }
}

/** Longest a takt time or buffer may be: a period of a year of working days is a typo. */
export const TAKT_DAYS_MAX = 250;
/** Looking this far for working days without finding one means the calendar has none. */
const EMPTY_CALENDAR_DAYS = 3660;

/** The period of a wagon in a location: its place in the train plus the location's place, plus any shift. */
export function wagonPeriod(wagonIndex: number, locationIndex: number, bufferPeriods: number, shift: number): number {
  return locationIndex + wagonIndex * (1 + bufferPeriods) + shift;
}

export function generateTrain(input: TrainInput): Train {
  const buffer = input.bufferPeriods ?? 0;
  if (!Number.isInteger(input.taktDays) || input.taktDays < 1 || input.taktDays > TAKT_DAYS_MAX) {
    throw new TrainInputError('TAKT_TIME_INVALID', `The takt time is a whole number of working days from 1 to ${TAKT_DAYS_MAX}`);
  }
  if (!Number.isInteger(buffer) || buffer < 0 || buffer > TAKT_DAYS_MAX) {
    throw new TrainInputError('TAKT_BUFFER_INVALID', `The buffer is a whole number of takt periods from 0 to ${TAKT_DAYS_MAX}`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.start) || !Number.isFinite(dayOfIso(input.start))) {
    throw new TrainInputError('TAKT_START_INVALID', 'The start is a date (YYYY-MM-DD)');
  }
  const shifts = input.shifts ?? {};
  const placed: Array<{ wagonId: string; locationId: string; period: number }> = [];
  let lastPeriod = -1;
  input.wagonIds.forEach((wagonId, wagonIndex) => {
    const shift = Math.trunc(shifts[wagonId] ?? 0);
    input.locationIds.forEach((locationId, locationIndex) => {
      const period = wagonPeriod(wagonIndex, locationIndex, buffer, shift);
      if (period < 0) throw new TrainInputError('TAKT_SHIFT_BEFORE_START', 'A wagon cannot move before the plan starts');
      placed.push({ wagonId, locationId, period });
      lastPeriod = Math.max(lastPeriod, period);
    });
  });

  const datedPeriods = Math.max(lastPeriod + 1, Math.trunc(input.minPeriods ?? 0));
  const workdays = workingDaysFrom(input.calendar, dayOfIso(input.start), datedPeriods * input.taktDays);
  const periods: Array<{ start: string; finish: string }> = [];
  for (let p = 0; p < datedPeriods; p++) {
    periods.push({ start: isoOfDay(workdays[p * input.taktDays]!), finish: isoOfDay(workdays[(p + 1) * input.taktDays - 1]!) });
  }
  const cells = placed.map((cell) => ({ ...cell, ...periods[cell.period]! }));
  return { cells, clashes: clashesOf(cells, input.wagonIds), periodCount: lastPeriod + 1, periods };
}

/** Two or more wagons in one location in the same period (every stay is one whole period, so same period = overlap). */
export function clashesOf(cells: ReadonlyArray<{ wagonId: string; locationId: string; period: number }>, wagonOrder: readonly string[]): TrainClash[] {
  const rank = new Map(wagonOrder.map((id, index) => [id, index]));
  const byPlace = new Map<string, { locationId: string; period: number; wagonIds: string[] }>();
  for (const cell of cells) {
    const key = `${cell.locationId}\u0000${cell.period}`;
    const place = byPlace.get(key);
    if (place) place.wagonIds.push(cell.wagonId);
    else byPlace.set(key, { locationId: cell.locationId, period: cell.period, wagonIds: [cell.wagonId] });
  }
  const clashes: TrainClash[] = [];
  for (const place of byPlace.values()) {
    if (place.wagonIds.length < 2) continue;
    place.wagonIds.sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
    clashes.push(place);
  }
  return clashes.sort((a, b) => a.period - b.period);
}

function workingDaysFrom(calendar: TaktWorkingDays, firstDay: number, count: number): number[] {
  const days: number[] = [];
  let idle = 0;
  for (let day = firstDay; days.length < count; day++) {
    if (calendar.workingMinutesOnDay(day) > 0) {
      days.push(day);
      idle = 0;
    } else if (++idle > EMPTY_CALENDAR_DAYS) {
      throw new TrainInputError('TAKT_CALENDAR_EMPTY', 'The project calendar has no working days after the start');
    }
  }
  return days;
}

function dayOfIso(text: string): number {
  return Math.floor(Date.parse(`${text.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

function isoOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export interface TaktArea {
  locationId: string;
  name: string;
  /** The production units in the location, in their order: each takes the location's dates. */
  unitIds: string[];
}

/**
 * The takt areas of a structure: its locations that hold production units, depth first in the tree's order (level 1
 * before its sub-levels, siblings by `order`). A location without units is not a stop of the train.
 */
export function taktAreasOf(
  structureId: string,
  locations: ReadonlyArray<{ id: string; structureId: string; parentId: string | null; name: string; order: number }>,
  units: ReadonlyArray<{ id: string; locationId: string; order: number }>,
): TaktArea[] {
  const children = new Map<string | null, typeof locations[number][]>();
  for (const location of locations) {
    if (location.structureId !== structureId) continue;
    const list = children.get(location.parentId) ?? [];
    list.push(location);
    children.set(location.parentId, list);
  }
  const unitsOf = new Map<string, Array<{ id: string; order: number }>>();
  for (const unit of units) {
    const list = unitsOf.get(unit.locationId) ?? [];
    list.push(unit);
    unitsOf.set(unit.locationId, list);
  }
  const areas: TaktArea[] = [];
  const visit = (parentId: string | null) => {
    for (const location of [...(children.get(parentId) ?? [])].sort((a, b) => a.order - b.order)) {
      const held = unitsOf.get(location.id);
      if (held && held.length > 0) {
        areas.push({ locationId: location.id, name: location.name, unitIds: [...held].sort((a, b) => a.order - b.order).map((u) => u.id) });
      }
      visit(location.id);
    }
  };
  visit(null);
  return areas;
}
