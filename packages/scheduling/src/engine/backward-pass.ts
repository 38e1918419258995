import { FNLT, KIND_SUMMARY, LINK_FF, LINK_FS, LINK_SS, MFO, MSO, SNLT } from './codes';
import { milestoneBackward } from './date-rules';
import { lagBackward } from './forward-pass';
import type { ScheduleNetwork } from './schedule-network';
import type { ScheduleState } from './schedule-state';

/** Recomputes one node's late dates; returns true when they changed. */
export function backwardNode(state: ScheduleState, v: number): boolean {
  const network = state.network;
  const oldStart = state.lateStart[v]!;
  const oldFinish = state.lateFinish[v]!;
  if (v >= network.activityCount) summaryEntryBackward(state, v);
  else if (network.kind[v] === KIND_SUMMARY) summaryExitBackward(state, v);
  else taskBackward(state, v);
  return state.lateStart[v] !== oldStart || state.lateFinish[v] !== oldFinish;
}

function isFinished(network: ScheduleNetwork, v: number): boolean {
  const finish = network.actualFinish[v]!;
  return finish === finish;
}

function taskBackward(state: ScheduleState, v: number): void {
  const network = state.network;
  const calendar = network.calendars[network.calendarIndex[v]!]!;
  if (isFinished(network, v) && !state.remainingDates) {
    // Completed work has no float left: its late dates are its actual dates.
    state.lateStart[v] = state.earlyStart[v]!;
    state.lateFinish[v] = state.earlyFinish[v]!;
    return;
  }
  const lateStart = state.lateStart;
  const lateFinish = state.lateFinish;
  let finishBound = state.projectLateFinish;
  let startBound = Infinity;
  for (let k = network.outStart[v]!, end = network.outStart[v + 1]!; k < end; k++) {
    const q = network.outNode[k]!;
    const link = network.outLink[k]!;
    if (link < 0) {
      // Limits handed down by the summary this activity belongs to.
      if (lateFinish[q]! < finishBound) finishBound = lateFinish[q]!;
      if (lateStart[q]! < startBound) startBound = lateStart[q]!;
      continue;
    }
    const successor = network.activityOfNode[q]!;
    if (successor < network.activityCount && isFinished(network, successor) && network.kind[successor] !== KIND_SUMMARY) continue;
    const type = network.linkType[link]!;
    const date = lagBackward(network, link, type === LINK_FS || type === LINK_SS ? lateStart[q]! : lateFinish[q]!);
    if (type === LINK_FS || type === LINK_FF) {
      if (date < finishBound) finishBound = date;
    } else if (date < startBound) startBound = date;
  }
  if (isFinished(network, v)) {
    // P6: no remaining work, so both remaining late dates sit where the successors or the project end allow.
    state.lateStart[v] = state.lateFinish[v] = Math.min(finishBound, startBound);
    return;
  }
  const remaining = network.remaining[v]!;
  const started = remaining === remaining;
  const duration = started ? remaining : network.duration[v]!;
  let mandatoryStart = NaN;
  let mandatoryFinish = NaN;
  if (!started && network.fixedStart[v] !== network.fixedStart[v]) {
    for (let c = 0; c < 2; c++) {
      const type = c === 0 ? network.primaryType[v]! : network.secondaryType[v]!;
      const date = c === 0 ? network.primaryDate[v]! : network.secondaryDate[v]!;
      const mandatory = (c === 0 ? network.primaryMandatory[v]! : network.secondaryMandatory[v]!) === 1;
      if (type === SNLT || (type === MSO && !mandatory)) {
        if (date < startBound) startBound = date;
      } else if (type === FNLT || (type === MFO && !mandatory)) {
        if (date < finishBound) finishBound = date;
      } else if (type === MSO) mandatoryStart = date;
      else if (type === MFO) mandatoryFinish = date;
    }
  }
  let start: number;
  let finish: number;
  if (mandatoryStart === mandatoryStart) {
    start = duration > 0 ? calendar.nextWorkingTime(mandatoryStart) : mandatoryStart;
    finish = calendar.addWorkingMinutes(start, duration);
  } else if (mandatoryFinish === mandatoryFinish) {
    finish = duration > 0 ? calendar.previousWorkingTime(mandatoryFinish) : mandatoryFinish;
    start = calendar.addWorkingMinutes(finish, -duration);
  } else if (duration > 0) {
    finish = calendar.previousWorkingTime(finishBound);
    if (startBound < Infinity) {
      const fromStart = calendar.addWorkingMinutes(startBound, duration);
      if (fromStart < finish) finish = fromStart;
    }
    start = calendar.addWorkingMinutes(finish, -duration);
  } else {
    finish = milestoneBackward(calendar, finishBound);
    if (startBound < finish) finish = milestoneBackward(calendar, startBound);
    start = finish;
  }
  lateStart[v] = start;
  lateFinish[v] = finish;
}

/** A summary's exit gathers the limits of its outgoing links and its own "no later than" constraints. */
function summaryExitBackward(state: ScheduleState, v: number): void {
  const network = state.network;
  let startLimit = Infinity;
  let finishLimit = Infinity;
  for (let k = network.outStart[v]!, end = network.outStart[v + 1]!; k < end; k++) {
    const q = network.outNode[k]!;
    const link = network.outLink[k]!;
    if (link < 0) {
      if (state.lateStart[q]! < startLimit) startLimit = state.lateStart[q]!;
      if (state.lateFinish[q]! < finishLimit) finishLimit = state.lateFinish[q]!;
      continue;
    }
    const type = network.linkType[link]!;
    const date = lagBackward(network, link, type === LINK_FS || type === LINK_SS ? state.lateStart[q]! : state.lateFinish[q]!);
    if (type === LINK_FS || type === LINK_FF) {
      if (date < finishLimit) finishLimit = date;
    } else if (date < startLimit) startLimit = date;
  }
  for (let c = 0; c < 2; c++) {
    const type = c === 0 ? network.primaryType[v]! : network.secondaryType[v]!;
    const date = c === 0 ? network.primaryDate[v]! : network.secondaryDate[v]!;
    if ((type === SNLT || type === MSO) && date < startLimit) startLimit = date;
    if ((type === FNLT || type === MFO) && date < finishLimit) finishLimit = date;
  }
  state.lateStart[v] = startLimit;
  state.lateFinish[v] = finishLimit;
}

/** A summary's late dates roll up from its children: earliest late start, latest late finish. */
function summaryEntryBackward(state: ScheduleState, v: number): void {
  const network = state.network;
  const activity = network.activityOfNode[v]!;
  let start = Infinity;
  let finish = -Infinity;
  for (let k = network.outStart[v]!, end = network.outStart[v + 1]!; k < end; k++) {
    const child = network.outNode[k]!;
    if (child === activity) {
      const calendar = network.calendars[network.calendarIndex[activity]!]!;
      start = finish = milestoneBackward(calendar, Math.min(state.projectLateFinish, state.lateStart[child]!, state.lateFinish[child]!));
      break;
    }
    if (state.lateStart[child]! < start) start = state.lateStart[child]!;
    if (state.lateFinish[child]! > finish) finish = state.lateFinish[child]!;
  }
  state.lateStart[v] = start;
  state.lateFinish[v] = finish;
}
