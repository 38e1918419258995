import type { ActivityResult, ScheduleArrays } from '../model';
import type { ScheduleNetwork } from './schedule-network';
import type { ScheduleState } from './schedule-state';

/** Shared by every activity without a driving link, so reading many results does not allocate empty arrays. */
const NO_DRIVERS: string[] = Object.freeze([]) as unknown as string[];

/** The parts of a network a result needs to name driving predecessors; the scheduler replaces, never mutates, them. */
interface DriverIndex {
  ids: readonly string[];
  entryOf: Int32Array;
  inStart: Int32Array;
  inLink: Int32Array;
  linkPredecessor: Int32Array;
}

/**
 * Copies the computed values of one run into per-activity arrays (a summary's late dates come from its
 * entry node). The copy keeps a result stable while the scheduler goes on with later edits.
 */
export function snapshotArrays(network: ScheduleNetwork, state: ScheduleState): ScheduleArrays {
  const n = network.activityCount;
  const lateStart = new Float64Array(n);
  const lateFinish = new Float64Array(n);
  const entryOf = network.entryOf;
  for (let a = 0; a < n; a++) {
    const entry = entryOf[a]!;
    const node = entry >= 0 ? entry : a;
    lateStart[a] = state.lateStart[node]!;
    lateFinish[a] = state.lateFinish[node]!;
  }
  return {
    ids: network.ids,
    earlyStart: state.earlyStart.slice(0, n),
    earlyFinish: state.earlyFinish.slice(0, n),
    lateStart,
    lateFinish,
    totalFloat: state.totalFloat.slice(),
    freeFloat: state.freeFloat.slice(),
    critical: state.critical.slice(),
    linkFloat: state.linkFloat.slice(),
    projectStart: state.projectStart,
    projectFinish: state.projectFinish,
  };
}

/** Predecessors whose links into this node have no relationship free float left. */
function drivingPredecessors(drivers: DriverIndex, linkFloat: Float64Array, node: number): string[] {
  let ids = NO_DRIVERS;
  for (let k = drivers.inStart[node]!, end = drivers.inStart[node + 1]!; k < end; k++) {
    const link = drivers.inLink[k]!;
    if (link >= 0 && linkFloat[link]! <= 0) {
      if (ids === NO_DRIVERS) ids = [];
      ids.push(drivers.ids[drivers.linkPredecessor[link]!]!);
    }
  }
  return ids;
}

/** The activity at index a, built from flat arrays. */
export function activityResultAt(arrays: ScheduleArrays, drivers: DriverIndex, a: number): ActivityResult {
  const entry = drivers.entryOf[a]!;
  return {
    id: arrays.ids[a]!,
    earlyStart: arrays.earlyStart[a]!,
    earlyFinish: arrays.earlyFinish[a]!,
    lateStart: arrays.lateStart[a]!,
    lateFinish: arrays.lateFinish[a]!,
    totalFloat: arrays.totalFloat[a]!,
    freeFloat: arrays.freeFloat[a]!,
    critical: arrays.critical[a] === 1,
    drivingPredecessorIds: drivingPredecessors(drivers, arrays.linkFloat, entry >= 0 ? entry : a),
  };
}

/** The activity at index a, read from the scheduler's working arrays (no copy). */
export function liveActivityResult(network: ScheduleNetwork, state: ScheduleState, a: number): ActivityResult {
  const entry = network.entryOf[a]!;
  const lateNode = entry >= 0 ? entry : a;
  return {
    id: network.ids[a]!,
    earlyStart: state.earlyStart[a]!,
    earlyFinish: state.earlyFinish[a]!,
    lateStart: state.lateStart[lateNode]!,
    lateFinish: state.lateFinish[lateNode]!,
    totalFloat: state.totalFloat[a]!,
    freeFloat: state.freeFloat[a]!,
    critical: state.critical[a] === 1,
    drivingPredecessorIds: drivingPredecessors(network, state.linkFloat, lateNode),
  };
}

/**
 * Results by activity id over flat arrays: an ActivityResult object is built only when one is read
 * (each read returns a new object), so scheduling 100,000 activities does not allocate 100,000 of them.
 */
export class ActivityResults implements ReadonlyMap<string, ActivityResult> {
  private readonly drivers: DriverIndex;

  constructor(
    readonly arrays: ScheduleArrays,
    private readonly indexById: ReadonlyMap<string, number>,
    network: ScheduleNetwork,
  ) {
    this.drivers = {
      ids: network.ids,
      entryOf: network.entryOf,
      inStart: network.inStart,
      inLink: network.inLink,
      linkPredecessor: network.linkPredecessor,
    };
  }

  get size(): number {
    return this.arrays.ids.length;
  }

  get(id: string): ActivityResult | undefined {
    const index = this.indexById.get(id);
    return index === undefined ? undefined : activityResultAt(this.arrays, this.drivers, index);
  }

  has(id: string): boolean {
    return this.indexById.has(id);
  }

  /** Position of the activity in the model (the index into `arrays`), or -1. */
  indexOf(id: string): number {
    return this.indexById.get(id) ?? -1;
  }

  *entries(): MapIterator<[string, ActivityResult]> {
    for (let a = 0; a < this.arrays.ids.length; a++) yield [this.arrays.ids[a]!, activityResultAt(this.arrays, this.drivers, a)];
  }

  *keys(): MapIterator<string> {
    yield* this.arrays.ids;
  }

  *values(): MapIterator<ActivityResult> {
    for (let a = 0; a < this.arrays.ids.length; a++) yield activityResultAt(this.arrays, this.drivers, a);
  }

  forEach(callback: (value: ActivityResult, key: string, map: ReadonlyMap<string, ActivityResult>) => void, thisArg?: unknown): void {
    for (let a = 0; a < this.arrays.ids.length; a++) callback.call(thisArg, activityResultAt(this.arrays, this.drivers, a), this.arrays.ids[a]!, this);
  }

  [Symbol.iterator](): MapIterator<[string, ActivityResult]> {
    return this.entries();
  }
}
