import { MINUTES_PER_DAY } from './civil-date';

/** Working periods of one day as merged, sorted [from, to) pairs of minutes from midnight (0..1440). */
export type DayIntervals = readonly number[];
export type DayIntervalSource = (day: number) => DayIntervals;

const BLOCK_DAYS = 256;
/** Days scanned one by one before a move falls back to a binary search over its block. */
const SCAN_DAYS = 24;
/** Scanning this many blocks (~700 years) without working time means the calendar has none. */
const MAX_EMPTY_BLOCKS = 1000;

/** Working time of BLOCK_DAYS consecutive days, with a running total so long jumps are a binary search. */
interface DayBlock {
  index: number;
  firstDay: number;
  /** Interval pairs of day i are bounds[offsets[i] .. offsets[i+1]). */
  offsets: Int32Array;
  bounds: Int16Array;
  /** cumulative[i] = working minutes in the block before day i; cumulative[BLOCK_DAYS] = block total. */
  cumulative: Float64Array;
}

/**
 * A compiled working-time calendar. Times are wall-clock minutes; working time is counted in minutes.
 * Conventions as MS Project and P6: moving forward from a non-working time starts at the next working time,
 * and a finish that lands exactly at the end of a shift stays there.
 */
export class WorkingCalendar {
  private readonly blocks = new Map<number, DayBlock>();
  private lastBlock: DayBlock | undefined;

  constructor(
    readonly id: string,
    readonly name: string,
    private readonly source: DayIntervalSource,
    /** Minutes per day and per week used to convert "days" and "weeks". */
    readonly minutesPerDay = 480,
    readonly minutesPerWeek = 2400,
  ) {}

  /** Working periods of a day (merged, including the tail of a night shift that began the day before). */
  dayIntervals(day: number): DayIntervals {
    const block = this.block(day);
    const i = day - block.firstDay;
    return Array.from(block.bounds.subarray(block.offsets[i], block.offsets[i + 1]));
  }

  workingMinutesOnDay(day: number): number {
    const block = this.block(day);
    const i = day - block.firstDay;
    return block.cumulative[i + 1]! - block.cumulative[i]!;
  }

  isWorking(time: number): boolean {
    const day = Math.floor(time / MINUTES_PER_DAY);
    const minute = time - day * MINUTES_PER_DAY;
    const block = this.block(day);
    const i = day - block.firstDay;
    const bounds = block.bounds;
    for (let k = block.offsets[i]!, end = block.offsets[i + 1]!; k < end; k += 2) {
      if (minute >= bounds[k]! && minute < bounds[k + 1]!) return true;
    }
    return false;
  }

  /** The time itself when working, otherwise the start of the next working period. */
  nextWorkingTime(time: number): number {
    let day = Math.floor(time / MINUTES_PER_DAY);
    let minute = time - day * MINUTES_PER_DAY;
    let block = this.block(day);
    let emptyBlocks = 0;
    for (;;) {
      const i = day - block.firstDay;
      const bounds = block.bounds;
      for (let k = block.offsets[i]!, end = block.offsets[i + 1]!; k < end; k += 2) {
        if (minute < bounds[k + 1]!) return day * MINUTES_PER_DAY + Math.max(minute, bounds[k]!);
      }
      minute = 0;
      day++;
      if (day - block.firstDay >= BLOCK_DAYS) {
        block = this.block(day);
        while (block.cumulative[BLOCK_DAYS] === 0) {
          if (++emptyBlocks > MAX_EMPTY_BLOCKS) throw this.noWorkingTime();
          block = this.block(block.firstDay + BLOCK_DAYS);
        }
        day = block.firstDay;
      }
    }
  }

  /** The time itself when it is working or the end of a working period, otherwise the end of the previous one. */
  previousWorkingTime(time: number): number {
    let day = Math.floor(time / MINUTES_PER_DAY);
    let minute = time - day * MINUTES_PER_DAY;
    if (minute === 0) {
      day--;
      minute = MINUTES_PER_DAY;
    }
    let block = this.block(day);
    let emptyBlocks = 0;
    for (;;) {
      const i = day - block.firstDay;
      const bounds = block.bounds;
      for (let k = block.offsets[i + 1]! - 2, start = block.offsets[i]!; k >= start; k -= 2) {
        if (minute > bounds[k]!) return day * MINUTES_PER_DAY + Math.min(minute, bounds[k + 1]!);
      }
      minute = MINUTES_PER_DAY;
      day--;
      if (day < block.firstDay) {
        block = this.block(day);
        while (block.cumulative[BLOCK_DAYS] === 0) {
          if (++emptyBlocks > MAX_EMPTY_BLOCKS) throw this.noWorkingTime();
          block = this.block(block.firstDay - 1);
        }
        day = block.firstDay + BLOCK_DAYS - 1;
      }
    }
  }

  /**
   * Moves by working minutes: forward lands at the end of a shift when it runs out exactly there,
   * backward (negative) lands at the start of a shift. Zero returns the time unchanged.
   */
  addWorkingMinutes(from: number, minutes: number): number {
    if (minutes === 0) return from;
    const day = Math.floor(from / MINUTES_PER_DAY);
    let block = this.block(day);
    const i = day - block.firstDay;
    const position = block.cumulative[i]! + workedBefore(block, i, from - day * MINUTES_PER_DAY);
    let emptyBlocks = 0;
    if (minutes > 0) {
      let target = position + minutes;
      // The answer is on or after the starting day while the move stays in its block.
      let lo = i;
      while (target > block.cumulative[BLOCK_DAYS]!) {
        target -= block.cumulative[BLOCK_DAYS]!;
        if (block.cumulative[BLOCK_DAYS] === 0 && ++emptyBlocks > MAX_EMPTY_BLOCKS) throw this.noWorkingTime();
        block = this.block(block.firstDay + BLOCK_DAYS);
        lo = 0;
      }
      // Smallest day j whose end reaches the target: a short scan covers most durations, a binary search the rest.
      const cumulative = block.cumulative;
      const scanEnd = Math.min(lo + SCAN_DAYS, BLOCK_DAYS - 1);
      while (lo < scanEnd && cumulative[lo + 1]! < target) lo++;
      let hi = BLOCK_DAYS - 1;
      if (lo < scanEnd) hi = lo;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid + 1]! >= target) hi = mid;
        else lo = mid + 1;
      }
      return (block.firstDay + lo) * MINUTES_PER_DAY + timeAtWorkedEnding(block, lo, target - cumulative[lo]!);
    }
    let target = position + minutes;
    // The answer is on or before the starting day while the move stays in its block.
    let hi = i;
    while (target < 0) {
      block = this.block(block.firstDay - 1);
      if (block.cumulative[BLOCK_DAYS] === 0 && ++emptyBlocks > MAX_EMPTY_BLOCKS) throw this.noWorkingTime();
      target += block.cumulative[BLOCK_DAYS]!;
      hi = BLOCK_DAYS - 1;
    }
    // Largest day j whose running total at its start does not pass the target: that day has the work.
    const cumulative = block.cumulative;
    const scanEnd = Math.max(hi - SCAN_DAYS, 0);
    while (hi > scanEnd && cumulative[hi]! > target) hi--;
    let lo = 0;
    if (hi > scanEnd) lo = hi;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (cumulative[mid]! <= target) lo = mid;
      else hi = mid - 1;
    }
    return dayTime(block, lo, target);
  }

  /** Working minutes from a to b; negative when b is before a. */
  workingMinutesBetween(a: number, b: number): number {
    if (a === b) return 0;
    if (a > b) return -this.workingMinutesBetween(b, a);
    const dayA = Math.floor(a / MINUTES_PER_DAY);
    const dayB = Math.floor(b / MINUTES_PER_DAY);
    let block = this.block(dayA);
    const blockA = block;
    const positionA = block.cumulative[dayA - block.firstDay]! + workedBefore(block, dayA - block.firstDay, a - dayA * MINUTES_PER_DAY);
    let total = -positionA;
    while (dayB >= block.firstDay + BLOCK_DAYS) {
      total += block.cumulative[BLOCK_DAYS]!;
      block = this.block(block.firstDay + BLOCK_DAYS);
    }
    const iB = dayB - block.firstDay;
    total += block.cumulative[iB]! + workedBefore(block, iB, b - dayB * MINUTES_PER_DAY);
    if (block !== blockA) this.lastBlock = block;
    return total;
  }

  private block(day: number): DayBlock {
    const index = Math.floor(day / BLOCK_DAYS);
    const last = this.lastBlock;
    if (last !== undefined && last.index === index) return last;
    let block = this.blocks.get(index);
    if (block === undefined) {
      block = this.buildBlock(index);
      this.blocks.set(index, block);
    }
    this.lastBlock = block;
    return block;
  }

  private buildBlock(index: number): DayBlock {
    const firstDay = index * BLOCK_DAYS;
    const offsets = new Int32Array(BLOCK_DAYS + 1);
    const cumulative = new Float64Array(BLOCK_DAYS + 1);
    const pairs: number[] = [];
    for (let i = 0; i < BLOCK_DAYS; i++) {
      const intervals = this.source(firstDay + i);
      let minutes = 0;
      for (let k = 0; k + 1 < intervals.length; k += 2) {
        pairs.push(intervals[k]!, intervals[k + 1]!);
        minutes += intervals[k + 1]! - intervals[k]!;
      }
      offsets[i + 1] = pairs.length;
      cumulative[i + 1] = cumulative[i]! + minutes;
    }
    return { index, firstDay, offsets, bounds: Int16Array.from(pairs), cumulative };
  }

  private noWorkingTime(): Error {
    return new Error(`calendar "${this.name}" (${this.id}) has no working time`);
  }
}

/** Working minutes of day i before the given minute of the day. */
function workedBefore(block: DayBlock, i: number, minute: number): number {
  const bounds = block.bounds;
  let worked = 0;
  for (let k = block.offsets[i]!, end = block.offsets[i + 1]!; k < end; k += 2) {
    const from = bounds[k]!;
    if (minute <= from) break;
    const to = bounds[k + 1]!;
    worked += (minute < to ? minute : to) - from;
  }
  return worked;
}

/** Minute of day i at which `worked` (> 0) minutes of its work are done; an exact fit ends at a shift end. */
function timeAtWorkedEnding(block: DayBlock, i: number, worked: number): number {
  const bounds = block.bounds;
  let remaining = worked;
  const end = block.offsets[i + 1]!;
  for (let k = block.offsets[i]!; k < end; k += 2) {
    const length = bounds[k + 1]! - bounds[k]!;
    if (remaining <= length) return bounds[k]! + remaining;
    remaining -= length;
  }
  return bounds[end - 1]!;
}

/** Time at which the block's running total equals target, inside day i; an exact fit starts a shift. */
function dayTime(block: DayBlock, i: number, target: number): number {
  const bounds = block.bounds;
  let remaining = target - block.cumulative[i]!;
  for (let k = block.offsets[i]!, end = block.offsets[i + 1]!; k < end; k += 2) {
    const length = bounds[k + 1]! - bounds[k]!;
    if (remaining < length) return (block.firstDay + i) * MINUTES_PER_DAY + bounds[k]! + remaining;
    remaining -= length;
  }
  return (block.firstDay + i + 1) * MINUTES_PER_DAY;
}
