import { ALAP, KIND_SUMMARY, LINK_FF, LINK_FS, LINK_SS } from './codes';
import { milestoneBackward } from './date-rules';
import { forwardNode, lagBackward } from './forward-pass';
import type { ScheduleState } from './schedule-state';

/**
 * "As late as possible" activities take their free float: their early dates move as late as they can
 * without delaying any successor's early dates (P6), or their own late finish.
 */
export function applyAsLateAsPossible(state: ScheduleState): void {
  const network = state.network;
  const n = network.activityCount;
  for (let p = network.nodeCount - 1; p >= 0; p--) {
    const v = network.order[p]!;
    if (v >= n || network.kind[v] === KIND_SUMMARY) continue;
    if (network.primaryType[v] !== ALAP && network.secondaryType[v] !== ALAP) continue;
    if (network.actualStart[v] === network.actualStart[v] || network.fixedStart[v] === network.fixedStart[v]) continue;
    const calendar = network.calendars[network.calendarIndex[v]!]!;
    const duration = network.duration[v]!;
    let finishLimit = state.lateFinish[v]!;
    for (let k = network.outStart[v]!, end = network.outStart[v + 1]!; k < end; k++) {
      const link = network.outLink[k]!;
      if (link < 0) continue;
      const successor = network.activityOfNode[network.outNode[k]!]!;
      const type = network.linkType[link]!;
      const date = lagBackward(network, link, type === LINK_FS || type === LINK_SS ? state.remainingStart[successor]! : state.earlyFinish[successor]!);
      const finish = type === LINK_FS || type === LINK_FF ? date : calendar.addWorkingMinutes(date, duration);
      if (finish < finishLimit) finishLimit = finish;
    }
    const finish = duration > 0 ? calendar.previousWorkingTime(finishLimit) : milestoneBackward(calendar, finishLimit);
    if (finish > state.earlyFinish[v]!) {
      state.earlyFinish[v] = finish;
      state.earlyStart[v] = state.remainingStart[v] = calendar.addWorkingMinutes(finish, -duration);
    }
  }
  for (let p = 0; p < network.nodeCount; p++) {
    const v = network.order[p]!;
    if (v < n && network.kind[v] === KIND_SUMMARY) forwardNode(state, v);
  }
}
