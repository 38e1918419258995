import type { Activity, ActivityResult, Link, ScheduleArrays, ScheduleModel, ScheduleResult } from '../model';
import { ActivityResults, liveActivityResult, snapshotArrays } from './activity-results';
import { applyAsLateAsPossible } from './as-late-as-possible';
import { backwardNode } from './backward-pass';
import { KIND_SUMMARY } from './codes';
import { CycleError } from './cycle-error';
import { computeActivityFloat, computeLinkFloat, isCriticalByFloat, markLongestPath } from './float-analysis';
import { forwardNode } from './forward-pass';
import { PositionHeap } from './position-heap';
import {
  activityIdsOfNodes,
  buildEdges,
  compileCalendarContext,
  compileNetwork,
  setActivityFields,
  setLinks,
  type CompileContext,
  type ScheduleNetwork,
} from './schedule-network';
import { ScheduleState } from './schedule-state';

export type ActivityPatch = Partial<Omit<Activity, 'id'>>;

/** What a run changed. */
export interface ScheduleRunSummary {
  /** Whether every activity was recomputed (first run, structural edits) or only those a change reached. */
  full: boolean;
  /** Activities whose dates, floats or critical flag were recomputed. */
  recomputed: number;
  projectStart: number;
  projectFinish: number;
}

/**
 * Schedules a model and keeps it: after an edit, `run()` recomputes only what the edit can reach
 * (early dates downstream of it, late dates upstream, floats of the activities touched).
 */
export class Scheduler {
  private readonly model: ScheduleModel;
  private context: CompileContext;
  private network: ScheduleNetwork;
  private state: ScheduleState;
  private needsFullRun = true;
  private forwardSeeds: number[] = [];
  private backwardSeeds: number[] = [];

  constructor(model: ScheduleModel) {
    this.model = { ...model, activities: [...model.activities], links: [...model.links] };
    this.context = compileCalendarContext(this.model);
    this.network = compileNetwork(this.model, this.context);
    this.state = new ScheduleState(this.network, this.model.options, this.model.source);
  }

  get activityCount(): number {
    return this.network.activityCount;
  }

  run(): ScheduleRunSummary {
    if (this.needsFullRun || this.network.hasAlap) return this.fullRun();
    return this.incrementalRun();
  }

  setDuration(id: string, minutes: number): void {
    this.updateActivity(id, { duration: minutes });
  }

  updateActivity(id: string, patch: ActivityPatch): void {
    const index = this.indexOf(id);
    const before = this.model.activities[index]!;
    const after: Activity = { ...before, ...patch, id };
    this.model.activities[index] = after;
    const structural = after.parentId !== before.parentId || (after.kind === 'summary') !== (before.kind === 'summary');
    if (structural) {
      this.rebuild();
      return;
    }
    setActivityFields(this.network, this.context, index, after);
    if (after.calendarId !== before.calendarId) {
      // Lags measured on this activity's calendar change with it.
      setLinks(this.network, this.context, this.model.links, this.model.options.lagCalendar);
      this.state.resize(this.network);
      this.needsFullRun = true;
      return;
    }
    this.seed(index);
  }

  /** Adds a link; throws CycleError (and leaves the schedule unchanged) when it would close a loop. */
  addLink(link: Link): void {
    const predecessor = this.indexOf(link.predecessorId);
    const successor = this.indexOf(link.successorId);
    const loop = this.pathBetween(this.entryNode(successor), predecessor);
    if (predecessor === successor || loop) throw new CycleError(loop ? activityIdsOfNodes(this.network, loop) : [link.predecessorId]);
    this.model.links.push(link);
    this.relink();
    this.seed(successor);
    this.seed(predecessor);
  }

  /** Removes the link with this id, or every link between the two activities; returns how many went. */
  removeLink(idOrPredecessor: string, successorId?: string): number {
    const before = this.model.links.length;
    const removed = this.model.links.filter((link) =>
      successorId === undefined ? link.id === idOrPredecessor : link.predecessorId === idOrPredecessor && link.successorId === successorId,
    );
    if (removed.length === 0) return 0;
    this.model.links = this.model.links.filter((link) => !removed.includes(link));
    this.relink();
    for (const link of removed) {
      this.seed(this.indexOf(link.successorId));
      this.seed(this.indexOf(link.predecessorId));
    }
    return before - this.model.links.length;
  }

  /** The result of the last run, by activity id; it stays as it is when the schedule is edited afterwards. */
  result(): ScheduleResult & { activities: ActivityResults } {
    const arrays = this.snapshot();
    return { activities: new ActivityResults(arrays, this.network.indexById, this.network), projectStart: arrays.projectStart, projectFinish: arrays.projectFinish };
  }

  /** The result of the last run as flat arrays (a copy: later edits do not change it). */
  snapshot(): ScheduleArrays {
    return snapshotArrays(this.network, this.state);
  }

  activity(id: string): ActivityResult {
    return liveActivityResult(this.network, this.state, this.indexOf(id));
  }

  /** Direct access to the computed arrays (index = position of the activity in the model). */
  get arrays(): Readonly<Pick<ScheduleState, 'earlyStart' | 'earlyFinish' | 'lateStart' | 'lateFinish' | 'totalFloat' | 'freeFloat' | 'critical'>> {
    return this.state;
  }

  private fullRun(): ScheduleRunSummary {
    const { network, state } = this;
    const options = this.model.options;
    const order = network.order;
    const nodes = network.nodeCount;
    state.projectStart = options.projectStart;
    for (let p = 0; p < nodes; p++) forwardNode(state, order[p]!);
    state.projectFinish = this.latestFinish();
    if (options.scheduleFrom === 'finish' && options.projectFinish !== undefined) {
      // Scheduled back from the finish date: the project starts where the late pass says it must.
      state.projectLateFinish = options.projectFinish;
      for (let p = nodes - 1; p >= 0; p--) backwardNode(state, order[p]!);
      let start = Infinity;
      for (let a = 0; a < network.activityCount; a++) if (network.kind[a] !== KIND_SUMMARY) start = Math.min(start, state.lateStart[a]!);
      if (start < Infinity) state.projectStart = start;
      for (let p = 0; p < nodes; p++) forwardNode(state, order[p]!);
      state.projectFinish = this.latestFinish();
    }
    state.projectLateFinish = this.lateFinishTarget();
    for (let p = nodes - 1; p >= 0; p--) backwardNode(state, order[p]!);
    if (network.hasAlap) applyAsLateAsPossible(state);
    for (let l = 0; l < network.linkCount; l++) computeLinkFloat(state, l);
    for (let a = 0; a < network.activityCount; a++) computeActivityFloat(state, a);
    this.markCritical(null);
    this.needsFullRun = false;
    this.forwardSeeds = [];
    this.backwardSeeds = [];
    return { full: true, recomputed: network.activityCount, projectStart: state.projectStart, projectFinish: state.projectFinish };
  }

  private incrementalRun(): ScheduleRunSummary {
    const { network, state } = this;
    const n = network.activityCount;
    const touched = new Uint8Array(n);
    const touchedList: number[] = [];
    const touch = (node: number) => {
      const a = network.activityOfNode[node]!;
      if (touched[a] === 0) {
        touched[a] = 1;
        touchedList.push(a);
      }
    };
    const heap = new PositionHeap(network.nodeCount);
    for (const v of this.forwardSeeds) heap.push(network.position[v]!);
    while (!heap.isEmpty) {
      const v = network.order[heap.pop()]!;
      if (!forwardNode(state, v)) continue;
      touch(v);
      for (let k = network.outStart[v]!, end = network.outStart[v + 1]!; k < end; k++) heap.push(network.position[network.outNode[k]!]!);
      // Predecessors' free float depends on this activity's early dates (links into a summary reach its entry).
      const linked = v < n && network.entryOf[v]! >= 0 ? network.entryOf[v]! : v;
      for (let k = network.inStart[linked]!, end = network.inStart[linked + 1]!; k < end; k++) {
        if (network.inLink[k]! >= 0) touch(network.inNode[k]!);
      }
    }
    for (const v of this.forwardSeeds) touch(v);
    state.projectFinish = this.latestFinish();
    const lateTarget = this.lateFinishTarget();
    const last = network.nodeCount - 1;
    if (lateTarget !== state.projectLateFinish) {
      state.projectLateFinish = lateTarget;
      // A new project end moves late dates and the free float of activities without successors: all of them.
      for (let p = last; p >= 0; p--) {
        backwardNode(state, network.order[p]!);
        touch(network.order[p]!);
      }
    } else {
      for (const v of this.backwardSeeds) heap.push(last - network.position[v]!);
      while (!heap.isEmpty) {
        const v = network.order[last - heap.pop()]!;
        if (!backwardNode(state, v)) continue;
        touch(v);
        for (let k = network.inStart[v]!, end = network.inStart[v + 1]!; k < end; k++) heap.push(last - network.position[network.inNode[k]!]!);
      }
    }
    for (const a of touchedList) {
      for (let k = network.outStart[a]!, end = network.outStart[a + 1]!; k < end; k++) {
        const link = network.outLink[k]!;
        if (link >= 0) computeLinkFloat(state, link);
      }
    }
    for (const a of touchedList) computeActivityFloat(state, a);
    this.markCritical(touchedList);
    this.forwardSeeds = [];
    this.backwardSeeds = [];
    return { full: false, recomputed: touchedList.length, projectStart: state.projectStart, projectFinish: state.projectFinish };
  }

  private markCritical(only: number[] | null): void {
    const { network, state } = this;
    const rule = this.model.options.critical;
    if (rule.kind === 'longest-path') {
      markLongestPath(state);
      return;
    }
    if (only === null) {
      for (let a = 0; a < network.activityCount; a++) state.critical[a] = isCriticalByFloat(state, a, rule.threshold) ? 1 : 0;
    } else {
      for (const a of only) state.critical[a] = isCriticalByFloat(state, a, rule.threshold) ? 1 : 0;
    }
  }

  private latestFinish(): number {
    const { network, state } = this;
    let finish = -Infinity;
    for (let a = 0; a < network.activityCount; a++) if (state.earlyFinish[a]! > finish) finish = state.earlyFinish[a]!;
    return finish === -Infinity ? state.projectStart : finish;
  }

  private lateFinishTarget(): number {
    const options = this.model.options;
    if (options.mustFinishBy !== undefined) return options.mustFinishBy;
    if (options.scheduleFrom === 'finish' && options.projectFinish !== undefined) return options.projectFinish;
    return this.state.projectFinish;
  }

  private seed(activity: number): void {
    this.forwardSeeds.push(activity);
    this.backwardSeeds.push(activity);
    const entry = this.network.entryOf[activity]!;
    if (entry >= 0) {
      this.forwardSeeds.push(entry);
      this.backwardSeeds.push(entry);
    }
  }

  private entryNode(activity: number): number {
    const entry = this.network.entryOf[activity]!;
    return entry >= 0 ? entry : activity;
  }

  /** A node path from `from` to `to` along links and outline edges, or null. */
  private pathBetween(from: number, to: number): number[] | null {
    const network = this.network;
    const cameFrom = new Int32Array(network.nodeCount).fill(-2);
    const stack = [from];
    cameFrom[from] = -1;
    while (stack.length > 0) {
      const v = stack.pop()!;
      if (v === to) {
        const path: number[] = [];
        for (let w = v; w !== -1; w = cameFrom[w]!) path.push(w);
        return path.reverse();
      }
      for (let k = network.outStart[v]!, end = network.outStart[v + 1]!; k < end; k++) {
        const w = network.outNode[k]!;
        if (cameFrom[w] === -2) {
          cameFrom[w] = v;
          stack.push(w);
        }
      }
    }
    return null;
  }

  private relink(): void {
    setLinks(this.network, this.context, this.model.links, this.model.options.lagCalendar);
    buildEdges(this.network);
    this.state.resize(this.network);
    if (!this.needsFullRun) for (let l = 0; l < this.network.linkCount; l++) computeLinkFloat(this.state, l);
  }

  private rebuild(): void {
    this.network = compileNetwork(this.model, this.context);
    this.state = new ScheduleState(this.network, this.model.options, this.model.source);
    this.needsFullRun = true;
  }

  private indexOf(id: string): number {
    const index = this.network.indexById.get(id);
    if (index === undefined) throw new Error(`unknown activity "${id}"`);
    return index;
  }
}
