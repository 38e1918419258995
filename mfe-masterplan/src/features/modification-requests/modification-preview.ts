import type { ModificationRequestSummary, PlanActivity } from '@tenon/contracts/types';

interface PreviewState {
  activities: readonly PlanActivity[];
}

/**
 * The plan as it would be once the request is approved, for the engine to draw before anyone confirms: the same edit
 * the service makes (a start no earlier than the requested start, and the working time up to the requested finish),
 * so the bars shown are the dates that will be saved.
 */
export function previewModification<State extends PreviewState>(state: State, request: Pick<ModificationRequestSummary, 'activityId' | 'startNew'>, duration: number): State {
  const row = state.activities.find((a) => a.id === request.activityId);
  if (row === undefined || row.kind === 'summary') return state;
  const next = { ...row, constraintType: 'snet' as const, constraintDate: request.startNew, duration: row.kind === 'milestone' ? 0 : Math.max(1, duration) };
  return { ...state, activities: state.activities.map((a) => (a.id === row.id ? next : a)) };
}

/** Waiting requests by activity, for the badge on each row and the count in the toolbar. */
export function waitingByActivity(requests: readonly Pick<ModificationRequestSummary, 'activityId' | 'state'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const request of requests) if (request.state === 'waiting') counts.set(request.activityId, (counts.get(request.activityId) ?? 0) + 1);
  return counts;
}
