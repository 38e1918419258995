import type { ScheduleModel, ScheduleOptions } from '../model';
import type { ScheduleNetwork } from './schedule-network';

/** Computed dates and floats, one slot per node (activities first, then summary entry nodes). */
export class ScheduleState {
  earlyStart: Float64Array;
  earlyFinish: Float64Array;
  /** Where the remaining work starts: the early start unless the activity is under way. */
  remainingStart: Float64Array;
  lateStart: Float64Array;
  lateFinish: Float64Array;
  totalFloat: Float64Array;
  freeFloat: Float64Array;
  critical: Uint8Array;
  /** Relationship free float per link: zero or less means the link drives its successor. */
  linkFloat: Float64Array;
  projectStart = 0;
  projectFinish = 0;
  /** The date late dates are computed back from. */
  projectLateFinish = 0;

  /**
   * P6 reports the dates of the work still to do: early dates of started and finished activities sit
   * at or after the data date. MS Project reports actual start and finish instead.
   */
  readonly remainingDates: boolean;

  constructor(
    readonly network: ScheduleNetwork,
    readonly options: ScheduleOptions,
    source: ScheduleModel['source'] = 'native',
  ) {
    this.remainingDates = source === 'xer' || source === 'p6xml';
    const nodes = network.nodeCount;
    this.earlyStart = new Float64Array(nodes);
    this.earlyFinish = new Float64Array(nodes);
    this.remainingStart = new Float64Array(nodes);
    this.lateStart = new Float64Array(nodes);
    this.lateFinish = new Float64Array(nodes);
    this.totalFloat = new Float64Array(network.activityCount);
    this.freeFloat = new Float64Array(network.activityCount);
    this.critical = new Uint8Array(network.activityCount);
    this.linkFloat = new Float64Array(network.linkCount);
  }

  /** Keeps computed values when the network's nodes or links are rebuilt (same activities, new arrays). */
  resize(network: ScheduleNetwork): void {
    const grow = (old: Float64Array, size: number) => {
      const next = new Float64Array(size);
      next.set(old.subarray(0, Math.min(size, old.length)));
      return next;
    };
    const nodes = network.nodeCount;
    this.earlyStart = grow(this.earlyStart, nodes);
    this.earlyFinish = grow(this.earlyFinish, nodes);
    this.remainingStart = grow(this.remainingStart, nodes);
    this.lateStart = grow(this.lateStart, nodes);
    this.lateFinish = grow(this.lateFinish, nodes);
    this.linkFloat = new Float64Array(network.linkCount);
  }
}
