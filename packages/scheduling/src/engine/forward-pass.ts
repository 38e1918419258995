import { ALAP, FNET, FNLT, KIND_SUMMARY, LAG_ELAPSED, LAG_PERCENT, LINK_FF, LINK_FS, LINK_SS, MFO, MSO, NO_CONSTRAINT, SNET, SNLT } from './codes';
import { milestoneForward } from './date-rules';
import type { ScheduleNetwork } from './schedule-network';
import type { ScheduleState } from './schedule-state';

/** Moves a date by a link's lag, forward. */
export function lagForward(network: ScheduleNetwork, link: number, date: number): number {
  const value = network.lagValue[link]!;
  if (value === 0) return date;
  const unit = network.lagUnit[link]!;
  if (unit === LAG_ELAPSED) return date + value;
  const minutes = unit === LAG_PERCENT ? Math.round((network.duration[network.linkPredecessor[link]!]! * value) / 100) : value;
  return network.calendars[network.lagCalendar[link]!]!.addWorkingMinutes(date, minutes);
}

/** Moves a date by a link's lag, backward. */
export function lagBackward(network: ScheduleNetwork, link: number, date: number): number {
  const value = network.lagValue[link]!;
  if (value === 0) return date;
  const unit = network.lagUnit[link]!;
  if (unit === LAG_ELAPSED) return date - value;
  const minutes = unit === LAG_PERCENT ? Math.round((network.duration[network.linkPredecessor[link]!]! * value) / 100) : value;
  return network.calendars[network.lagCalendar[link]!]!.addWorkingMinutes(date, -minutes);
}

function hasStartConstraint(network: ScheduleNetwork, v: number): boolean {
  const startType = (type: number): boolean => type === SNET || type === MSO;
  return startType(network.primaryType[v]!) || startType(network.secondaryType[v]!);
}

/** Recomputes one node's early dates; returns true when they changed. */
export function forwardNode(state: ScheduleState, v: number): boolean {
  const network = state.network;
  const oldStart = state.earlyStart[v]!;
  const oldFinish = state.earlyFinish[v]!;
  if (v >= network.activityCount) summaryEntryForward(state, v);
  else if (network.kind[v] === KIND_SUMMARY) summaryExitForward(state, v);
  else taskForward(state, v);
  return state.earlyStart[v] !== oldStart || state.earlyFinish[v] !== oldFinish;
}

function taskForward(state: ScheduleState, v: number): void {
  const network = state.network;
  const calendar = network.calendars[network.calendarIndex[v]!]!;
  const early = state.earlyStart;
  const earlyFinish = state.earlyFinish;
  const fixedStart = network.fixedStart[v]!;
  if (fixedStart === fixedStart) {
    early[v] = state.remainingStart[v] = fixedStart;
    earlyFinish[v] = network.fixedFinish[v]!;
    return;
  }
  const actualFinish = network.actualFinish[v]!;
  const actualStart = network.actualStart[v]!;
  if (actualFinish === actualFinish) {
    const statusDate = state.options.statusDate;
    if (state.remainingDates && statusDate !== undefined) {
      // No work left: P6 puts the remaining early dates at the data date.
      early[v] = earlyFinish[v] = state.remainingStart[v] = statusDate;
      return;
    }
    early[v] = actualStart === actualStart ? actualStart : calendar.addWorkingMinutes(actualFinish, -network.duration[v]!);
    earlyFinish[v] = state.remainingStart[v] = actualFinish;
    return;
  }
  const started = actualStart === actualStart;
  const statusDate = state.options.statusDate;
  let startBound = state.options.startConstraintsPrecedeProjectStart && hasStartConstraint(network, v) ? -Infinity : state.projectStart;
  let finishBound = -Infinity;
  if (!started || state.options.progressMode === 'retained-logic') {
    for (let k = network.inStart[v]!, end = network.inStart[v + 1]!; k < end; k++) {
      const p = network.inNode[k]!;
      const link = network.inLink[k]!;
      if (link < 0) {
        // Limits handed down by the summary this activity belongs to.
        if (early[p]! > startBound) startBound = early[p]!;
        if (earlyFinish[p]! > finishBound) finishBound = earlyFinish[p]!;
        continue;
      }
      const type = network.linkType[link]!;
      const date = lagForward(network, link, type === LINK_FS || type === LINK_FF ? earlyFinish[p]! : early[p]!);
      if (type === LINK_FS || type === LINK_SS) {
        if (date > startBound) startBound = date;
      } else if (date > finishBound) finishBound = date;
    }
  }
  if (started) {
    // Remaining work resumes at the status date, or where the work done so far ends.
    const remaining = network.remaining[v]!;
    const done = Math.max(0, network.duration[v]! - remaining);
    let resume = statusDate !== undefined ? statusDate : calendar.addWorkingMinutes(calendar.nextWorkingTime(actualStart), done);
    if (statusDate !== undefined && resume < actualStart) resume = actualStart;
    if (resume > startBound || state.options.progressMode === 'progress-override') startBound = resume;
    let remainingStart = remaining > 0 ? calendar.nextWorkingTime(startBound) : milestoneForward(calendar, startBound);
    if (finishBound > -Infinity) {
      const fromFinish = calendar.addWorkingMinutes(finishBound, -remaining);
      if (fromFinish > remainingStart) remainingStart = fromFinish;
    }
    early[v] = state.remainingDates ? remainingStart : actualStart;
    state.remainingStart[v] = remainingStart;
    earlyFinish[v] = calendar.addWorkingMinutes(remainingStart, remaining);
    return;
  }
  if (statusDate !== undefined && statusDate > startBound) startBound = statusDate;
  const duration = network.duration[v]!;
  let mandatoryStart = NaN;
  let mandatoryFinish = NaN;
  let startCap = Infinity;
  let finishCap = Infinity;
  for (let c = 0; c < 2; c++) {
    const type = c === 0 ? network.primaryType[v]! : network.secondaryType[v]!;
    if (type === NO_CONSTRAINT || type === ALAP) continue;
    const date = c === 0 ? network.primaryDate[v]! : network.secondaryDate[v]!;
    const mandatory = (c === 0 ? network.primaryMandatory[v]! : network.secondaryMandatory[v]!) === 1;
    if (type === SNET) {
      if (date > startBound) startBound = date;
    } else if (type === FNET) {
      if (date > finishBound) finishBound = date;
    } else if (type === MSO) {
      if (mandatory) mandatoryStart = date;
      else if (date > startBound) startBound = date;
    } else if (type === MFO) {
      if (mandatory) mandatoryFinish = date;
      else if (date > finishBound) finishBound = date;
    } else if (mandatory && type === SNLT) startCap = Math.min(startCap, date);
    else if (mandatory && type === FNLT) finishCap = Math.min(finishCap, date);
  }
  let start: number;
  let finish: number;
  if (mandatoryStart === mandatoryStart) {
    start = duration > 0 ? calendar.nextWorkingTime(mandatoryStart) : mandatoryStart;
    finish = calendar.addWorkingMinutes(start, duration);
  } else if (mandatoryFinish === mandatoryFinish) {
    finish = duration > 0 ? calendar.previousWorkingTime(mandatoryFinish) : mandatoryFinish;
    start = calendar.addWorkingMinutes(finish, -duration);
  } else {
    if (duration > 0) {
      start = calendar.nextWorkingTime(startBound);
      if (finishBound > -Infinity) {
        const fromFinish = calendar.addWorkingMinutes(finishBound, -duration);
        if (fromFinish > start) start = fromFinish;
      }
    } else {
      start = milestoneForward(calendar, startBound);
      if (finishBound > start) start = milestoneForward(calendar, finishBound);
    }
    // Honoured "no later than" constraints win over logic.
    if (startCap < start) start = duration > 0 ? calendar.nextWorkingTime(startCap) : startCap;
    finish = calendar.addWorkingMinutes(start, duration);
    if (finishCap < finish) {
      finish = duration > 0 ? calendar.previousWorkingTime(finishCap) : finishCap;
      start = calendar.addWorkingMinutes(finish, -duration);
    }
  }
  early[v] = state.remainingStart[v] = start;
  earlyFinish[v] = finish;
}

/** A summary's entry gathers the limits of links into the summary and of the summary's own constraints. */
function summaryEntryForward(state: ScheduleState, v: number): void {
  const network = state.network;
  const activity = network.activityOfNode[v]!;
  let startLimit = -Infinity;
  let finishLimit = -Infinity;
  for (let k = network.inStart[v]!, end = network.inStart[v + 1]!; k < end; k++) {
    const p = network.inNode[k]!;
    const link = network.inLink[k]!;
    if (link < 0) {
      if (state.earlyStart[p]! > startLimit) startLimit = state.earlyStart[p]!;
      if (state.earlyFinish[p]! > finishLimit) finishLimit = state.earlyFinish[p]!;
      continue;
    }
    const type = network.linkType[link]!;
    const date = lagForward(network, link, type === LINK_FS || type === LINK_FF ? state.earlyFinish[p]! : state.earlyStart[p]!);
    if (type === LINK_FS || type === LINK_SS) {
      if (date > startLimit) startLimit = date;
    } else if (date > finishLimit) finishLimit = date;
  }
  for (let c = 0; c < 2; c++) {
    const type = c === 0 ? network.primaryType[activity]! : network.secondaryType[activity]!;
    const date = c === 0 ? network.primaryDate[activity]! : network.secondaryDate[activity]!;
    if ((type === SNET || type === MSO) && date > startLimit) startLimit = date;
    if ((type === FNET || type === MFO) && date > finishLimit) finishLimit = date;
  }
  state.earlyStart[v] = startLimit;
  state.earlyFinish[v] = finishLimit;
}

/** A summary's dates roll up from its children: earliest start, latest finish. */
function summaryExitForward(state: ScheduleState, v: number): void {
  const network = state.network;
  let start = Infinity;
  let finish = -Infinity;
  let remainingStart = Infinity;
  const entry = network.entryOf[v]!;
  for (let k = network.inStart[v]!, end = network.inStart[v + 1]!; k < end; k++) {
    const child = network.inNode[k]!;
    if (child === entry) {
      // No children: the summary stands where its links put it.
      const calendar = network.calendars[network.calendarIndex[v]!]!;
      start = milestoneForward(calendar, Math.max(state.projectStart, state.earlyStart[entry]!, state.earlyFinish[entry]!));
      finish = remainingStart = start;
      break;
    }
    if (state.earlyStart[child]! < start) start = state.earlyStart[child]!;
    if (state.earlyFinish[child]! > finish) finish = state.earlyFinish[child]!;
    if (state.remainingStart[child]! < remainingStart) remainingStart = state.remainingStart[child]!;
  }
  state.earlyStart[v] = start;
  state.earlyFinish[v] = finish;
  state.remainingStart[v] = remainingStart;
}
