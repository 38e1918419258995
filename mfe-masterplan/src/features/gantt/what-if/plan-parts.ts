import { enginePlan } from '../editor/engine-model';
import type { WhatIfRequest, WorkerMessage } from './what-if-protocol';

/** Rows per part of a plan sent to the worker: a few ms of copying each. */
const PART_ROWS = 2500;

/**
 * A plan load as the messages that carry it: parts of its rows, each copied down to what the engine reads only when
 * its turn comes, then the load itself with the last rows.
 */
export function planInParts(request: Extract<WhatIfRequest, { type: 'load-plan' }>, partRows = PART_ROWS): Array<() => WorkerMessage> {
  const { activities, links } = request.plan;
  const rows = Math.max(activities.length, links.length);
  const slice = (from: number) => enginePlan({ activities: activities.slice(from, from + partRows), links: links.slice(from, from + partRows) });
  const messages: Array<() => WorkerMessage> = [];
  for (let from = 0; from + partRows < rows; from += partRows) messages.push(() => ({ type: 'plan-part', ...slice(from) }));
  const last = Math.max(0, Math.ceil(rows / partRows) - 1) * partRows;
  messages.push(() => ({ ...request, plan: slice(last) }));
  return messages;
}
