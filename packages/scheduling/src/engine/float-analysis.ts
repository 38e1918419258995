import { KIND_SUMMARY, LINK_FF, LINK_FS, LINK_SS } from './codes';
import { lagBackward } from './forward-pass';
import type { ScheduleState } from './schedule-state';

/**
 * Relationship free float: how far the predecessor's end of the link can move, in the predecessor's
 * working time, before it pushes the successor. Zero or less means the link drives the successor.
 */
export function computeLinkFloat(state: ScheduleState, link: number): void {
  const network = state.network;
  const predecessor = network.linkPredecessor[link]!;
  const successor = network.linkSuccessor[link]!;
  const type = network.linkType[link]!;
  const calendar = network.calendars[network.calendarIndex[predecessor]!]!;
  const from = type === LINK_FS || type === LINK_FF ? state.earlyFinish[predecessor]! : state.earlyStart[predecessor]!;
  const successorDate = type === LINK_FS || type === LINK_SS ? state.remainingStart[successor]! : state.earlyFinish[successor]!;
  state.linkFloat[link] = calendar.workingMinutesBetween(from, lagBackward(network, link, successorDate));
}

function isFinished(state: ScheduleState, a: number): boolean {
  const finish = state.network.actualFinish[a]!;
  return finish === finish && state.network.kind[a] !== KIND_SUMMARY;
}

/** Total float as the options say, then free float from the outgoing links' floats (computed first). */
export function computeActivityFloat(state: ScheduleState, a: number): void {
  const network = state.network;
  if (isFinished(state, a)) {
    state.totalFloat[a] = 0;
    state.freeFloat[a] = 0;
    return;
  }
  const calendar = network.calendars[network.calendarIndex[a]!]!;
  const entry = network.entryOf[a]!;
  const lateNode = entry >= 0 ? entry : a;
  const finishFloat = calendar.workingMinutesBetween(state.earlyFinish[a]!, state.lateFinish[lateNode]!);
  const mode = state.options.totalFloatMode;
  let total = finishFloat;
  if (mode !== 'finish') {
    const startFloat = calendar.workingMinutesBetween(state.remainingStart[a]!, state.lateStart[lateNode]!);
    total = mode === 'start' ? startFloat : Math.min(startFloat, finishFloat);
  }
  state.totalFloat[a] = total;
  let free = Infinity;
  for (let k = network.outStart[a]!, end = network.outStart[a + 1]!; k < end; k++) {
    const link = network.outLink[k]!;
    if (link >= 0 && state.linkFloat[link]! < free) free = state.linkFloat[link]!;
  }
  if (free === Infinity) free = calendar.workingMinutesBetween(state.earlyFinish[a]!, state.projectLateFinish);
  // Free float never exceeds total float and is never negative.
  state.freeFloat[a] = Math.max(0, Math.min(free, total));
}

export function isCriticalByFloat(state: ScheduleState, a: number, threshold: number): boolean {
  return !isFinished(state, a) && state.totalFloat[a]! <= threshold;
}

/** Longest path: back from the activities that finish the project along driving links and summaries. */
export function markLongestPath(state: ScheduleState): void {
  const network = state.network;
  const n = network.activityCount;
  const critical = state.critical;
  critical.fill(0);
  const stack: number[] = [];
  for (let a = 0; a < n; a++) {
    if (network.kind[a] !== KIND_SUMMARY && !isFinished(state, a) && state.earlyFinish[a] === state.projectFinish) {
      critical[a] = 1;
      stack.push(a);
    }
  }
  while (stack.length > 0) {
    const a = stack.pop()!;
    const entry = network.entryOf[a]!;
    for (const node of entry >= 0 ? [a, entry] : [a]) {
      for (let k = network.inStart[node]!, end = network.inStart[node + 1]!; k < end; k++) {
        const link = network.inLink[k]!;
        if (link < 0 || state.linkFloat[link]! > 0) continue;
        const predecessor = network.linkPredecessor[link]!;
        if (critical[predecessor] === 0 && !isFinished(state, predecessor)) {
          critical[predecessor] = 1;
          stack.push(predecessor);
        }
      }
    }
    // Activities driven through their summary's incoming links.
    const parent = network.parent[a]!;
    if (parent >= 0 && critical[parent] === 0 && state.earlyStart[a] === state.earlyStart[parent]) {
      critical[parent] = 1;
      stack.push(parent);
    }
  }
  // A summary is on the longest path when one of its children is.
  for (let a = 0; a < n; a++) {
    if (critical[a] === 1 && network.kind[a] !== KIND_SUMMARY) {
      for (let p = network.parent[a]!; p >= 0 && critical[p] === 0; p = network.parent[p]!) critical[p] = 1;
    }
  }
}
