import type { Activity, Constraint, LagCalendar, Link, ScheduleModel } from '../model';
import { compileCalendars, twentyFourHourCalendar } from '../calendar/calendar-compiler';
import type { WorkingCalendar } from '../calendar/working-calendar';
import { CONSTRAINT_CODES, KIND_CODES, KIND_SUMMARY, LAG_ELAPSED, LAG_PERCENT, LAG_WORKING, LINK_CODES } from './codes';
import { CycleError } from './cycle-error';

/**
 * The schedule as flat arrays. Activity i is node i; a summary also has an entry node (n + k) that receives
 * the links pointing at the summary and hands their limits to its children, while node i (its exit) rolls
 * the children's dates up and carries the summary's outgoing links.
 */
export interface ScheduleNetwork {
  activityCount: number;
  nodeCount: number;
  ids: string[];
  indexById: Map<string, number>;
  kind: Uint8Array;
  duration: Float64Array;
  calendarIndex: Int32Array;
  calendars: WorkingCalendar[];
  parent: Int32Array;
  primaryType: Uint8Array;
  primaryDate: Float64Array;
  primaryMandatory: Uint8Array;
  secondaryType: Uint8Array;
  secondaryDate: Float64Array;
  secondaryMandatory: Uint8Array;
  actualStart: Float64Array;
  actualFinish: Float64Array;
  /** Remaining working minutes of started activities (NaN when not started). */
  remaining: Float64Array;
  /** Manually scheduled activities keep these dates (NaN otherwise). */
  fixedStart: Float64Array;
  fixedFinish: Float64Array;
  entryOf: Int32Array;
  activityOfNode: Int32Array;
  linkCount: number;
  linkPredecessor: Int32Array;
  linkSuccessor: Int32Array;
  linkType: Uint8Array;
  lagValue: Float64Array;
  lagUnit: Uint8Array;
  lagCalendar: Int32Array;
  outStart: Int32Array;
  outNode: Int32Array;
  /** Link index of the edge, or -1 for an outline edge (summary to child, child to summary). */
  outLink: Int32Array;
  inStart: Int32Array;
  inNode: Int32Array;
  inLink: Int32Array;
  order: Int32Array;
  position: Int32Array;
  hasAlap: boolean;
}

export interface CompileContext {
  calendars: WorkingCalendar[];
  calendarIndexById: Map<string, number>;
  defaultCalendar: number;
  twentyFourHourCalendar: number;
}

export function compileCalendarContext(model: ScheduleModel): CompileContext {
  const compiled = compileCalendars(model.calendars);
  const calendars = [...compiled.values()];
  const calendarIndexById = new Map(calendars.map((calendar, index) => [calendar.id, index]));
  const twentyFourHour = calendars.length;
  calendars.push(twentyFourHourCalendar());
  let defaultCalendar = calendarIndexById.get(model.options.defaultCalendarId);
  if (defaultCalendar === undefined) {
    if (model.calendars.length > 0) throw new Error(`default calendar "${model.options.defaultCalendarId}" is not defined`);
    // A schedule without calendars works the standard week.
    const standard = compileCalendars([{ id: '__standard__', name: 'Standard', week: standardWeek(), exceptions: [] }]);
    defaultCalendar = calendars.length;
    calendars.push(standard.get('__standard__')!);
  }
  return { calendars, calendarIndexById, defaultCalendar, twentyFourHourCalendar: twentyFourHour };
}

function standardWeek(): CompileWeek {
  const shifts = [
    { from: 480, to: 720 },
    { from: 780, to: 1020 },
  ];
  return [0, 1, 2, 3, 4, 5, 6].map((d) => ({ working: d >= 1 && d <= 5, shifts: d >= 1 && d <= 5 ? shifts : [] }));
}
type CompileWeek = { working: boolean; shifts: { from: number; to: number }[] }[];

export function compileNetwork(model: ScheduleModel, context: CompileContext = compileCalendarContext(model)): ScheduleNetwork {
  const activities = model.activities;
  const n = activities.length;
  const indexById = new Map<string, number>();
  const ids = new Array<string>(n);
  for (let index = 0; index < n; index++) {
    const id = activities[index]!.id;
    // One probe per id: a duplicate leaves the size unchanged.
    indexById.set(id, index);
    if (indexById.size !== index + 1) throw new Error(`duplicate activity id "${id}"`);
    ids[index] = id;
  }
  const network: ScheduleNetwork = {
    activityCount: n,
    nodeCount: n,
    ids,
    indexById,
    kind: new Uint8Array(n),
    duration: new Float64Array(n),
    calendarIndex: new Int32Array(n),
    calendars: context.calendars,
    parent: new Int32Array(n).fill(-1),
    primaryType: new Uint8Array(n),
    primaryDate: new Float64Array(n),
    primaryMandatory: new Uint8Array(n),
    secondaryType: new Uint8Array(n),
    secondaryDate: new Float64Array(n),
    secondaryMandatory: new Uint8Array(n),
    actualStart: new Float64Array(n).fill(NaN),
    actualFinish: new Float64Array(n).fill(NaN),
    remaining: new Float64Array(n).fill(NaN),
    fixedStart: new Float64Array(n).fill(NaN),
    fixedFinish: new Float64Array(n).fill(NaN),
    entryOf: new Int32Array(n).fill(-1),
    activityOfNode: new Int32Array(0),
    linkCount: 0,
    linkPredecessor: new Int32Array(0),
    linkSuccessor: new Int32Array(0),
    linkType: new Uint8Array(0),
    lagValue: new Float64Array(0),
    lagUnit: new Uint8Array(0),
    lagCalendar: new Int32Array(0),
    outStart: new Int32Array(0),
    outNode: new Int32Array(0),
    outLink: new Int32Array(0),
    inStart: new Int32Array(0),
    inNode: new Int32Array(0),
    inLink: new Int32Array(0),
    order: new Int32Array(0),
    position: new Int32Array(0),
    hasAlap: false,
  };
  for (let i = 0; i < n; i++) setActivityFields(network, context, i, activities[i]!);
  // Files list an outline's children together: the previous activity's parent is the likely one.
  let lastParentId: string | undefined;
  let lastParent = -1;
  for (let i = 0; i < n; i++) {
    const parentId = activities[i]!.parentId;
    if (parentId === undefined || parentId === '') continue;
    let parent = lastParent;
    if (parentId !== lastParentId) {
      const found = indexById.get(parentId);
      if (found === undefined) throw new Error(`activity "${activities[i]!.id}" has unknown parent "${parentId}"`);
      parent = lastParent = found;
      lastParentId = parentId;
    }
    network.kind[parent] = KIND_SUMMARY;
    network.parent[i] = parent;
  }
  let nodeCount = n;
  for (let i = 0; i < n; i++) if (network.kind[i] === KIND_SUMMARY) network.entryOf[i] = nodeCount++;
  network.nodeCount = nodeCount;
  network.activityOfNode = new Int32Array(nodeCount);
  for (let i = 0; i < n; i++) {
    network.activityOfNode[i] = i;
    if (network.entryOf[i]! >= 0) network.activityOfNode[network.entryOf[i]!] = i;
  }
  setLinks(network, context, model.links, model.options.lagCalendar);
  buildEdges(network);
  return network;
}

/** Copies one activity's fields into the arrays (also used when an activity is edited). */
export function setActivityFields(network: ScheduleNetwork, context: CompileContext, i: number, activity: Activity): void {
  network.kind[i] = KIND_CODES[activity.kind];
  network.duration[i] = activity.kind === 'milestone' ? 0 : Math.max(0, activity.duration || 0);
  const calendarIndex = activity.calendarId !== undefined ? context.calendarIndexById.get(activity.calendarId) : context.defaultCalendar;
  if (calendarIndex === undefined) throw new Error(`activity "${activity.id}" uses unknown calendar "${activity.calendarId}"`);
  network.calendarIndex[i] = calendarIndex;
  const primary = activity.constraint;
  network.primaryType[i] = primary ? CONSTRAINT_CODES[primary.type] : 0;
  network.primaryDate[i] = primary?.date ?? NaN;
  network.primaryMandatory[i] = primary?.mandatory ? 1 : 0;
  const secondary = activity.secondaryConstraint;
  network.secondaryType[i] = secondary ? CONSTRAINT_CODES[secondary.type] : 0;
  network.secondaryDate[i] = secondary?.date ?? NaN;
  network.secondaryMandatory[i] = secondary?.mandatory ? 1 : 0;
  if (primary) checkConstraintDate(activity, primary);
  if (secondary) checkConstraintDate(activity, secondary);
  const progress = activity.progress;
  // P6 keeps an activity at 100% duration complete in progress until it is marked finished.
  const finished =
    progress?.actualFinish !== undefined ||
    ((progress?.percentComplete ?? 0) >= 100 && progress?.actualStart !== undefined && progress.remainingDuration === undefined);
  network.actualStart[i] = progress?.actualStart ?? NaN;
  network.actualFinish[i] = progress?.actualFinish ?? NaN;
  if (finished && progress?.actualFinish === undefined) {
    const calendar = context.calendars[calendarIndex]!;
    network.actualFinish[i] = calendar.addWorkingMinutes(progress.actualStart!, network.duration[i]);
  }
  if (progress?.actualStart !== undefined && !finished) {
    const done = (progress.percentComplete ?? 0) / 100;
    network.remaining[i] = Math.max(0, progress.remainingDuration ?? Math.round(network.duration[i] * (1 - done)));
  } else {
    network.remaining[i] = NaN;
  }
  const manual = activity.manual === true && activity.stored?.start !== undefined && activity.stored.finish !== undefined;
  network.fixedStart[i] = manual ? activity.stored!.start! : NaN;
  network.fixedFinish[i] = manual ? activity.stored!.finish! : NaN;
  if (network.primaryType[i] === CONSTRAINT_CODES.alap || network.secondaryType[i] === CONSTRAINT_CODES.alap) network.hasAlap = true;
}

function checkConstraintDate(activity: Activity, constraint: Constraint): void {
  if (constraint.type !== 'asap' && constraint.type !== 'alap' && constraint.date === undefined) {
    throw new Error(`activity "${activity.id}": constraint ${constraint.type} needs a date`);
  }
}

const LAG_UNITS = { 'working-minutes': LAG_WORKING, 'elapsed-minutes': LAG_ELAPSED, percent: LAG_PERCENT } as const;

export function setLinks(network: ScheduleNetwork, context: CompileContext, links: readonly Link[], defaultLagCalendar: LagCalendar): void {
  const m = links.length;
  network.linkCount = m;
  network.linkPredecessor = new Int32Array(m);
  network.linkSuccessor = new Int32Array(m);
  network.linkType = new Uint8Array(m);
  network.lagValue = new Float64Array(m);
  network.lagUnit = new Uint8Array(m);
  network.lagCalendar = new Int32Array(m);
  const indexById = network.indexById;
  const ids = network.ids;
  const calendarIndex = network.calendarIndex;
  // Links are usually listed by successor or by predecessor: reuse the last lookup when the id repeats.
  let lastPredecessorId = '';
  let lastPredecessor = -1;
  let lastSuccessorId = '';
  let lastSuccessor = -1;
  for (let l = 0; l < m; l++) {
    const link = links[l]!;
    const predecessorId = link.predecessorId;
    const successorId = link.successorId;
    let successor = lastSuccessor;
    if (successorId !== lastSuccessorId || successor < 0) {
      // MSPDI nests links in their successor, so the next successor is often the next activity.
      const found = ids[successor + 1] === successorId ? successor + 1 : indexById.get(successorId);
      if (found === undefined) throw new Error(`link ${link.id ?? l}: unknown successor "${successorId}"`);
      successor = lastSuccessor = found;
      lastSuccessorId = successorId;
    }
    let predecessor = lastPredecessor;
    if (predecessorId !== lastPredecessorId || predecessor < 0) {
      // A sequence of work is usually listed in order: the predecessor is often the activity just before.
      const found = ids[successor - 1] === predecessorId ? successor - 1 : indexById.get(predecessorId);
      if (found === undefined) throw new Error(`link ${link.id ?? l}: unknown predecessor "${predecessorId}"`);
      predecessor = lastPredecessor = found;
      lastPredecessorId = predecessorId;
    }
    if (predecessor === successor) throw new CycleError([predecessorId]);
    network.linkPredecessor[l] = predecessor;
    network.linkSuccessor[l] = successor;
    network.linkType[l] = LINK_CODES[link.type];
    const lag = link.lag;
    network.lagValue[l] = lag?.value ?? 0;
    network.lagUnit[l] = lag === undefined ? LAG_WORKING : LAG_UNITS[lag.unit];
    const lagCalendar = link.lagCalendar ?? defaultLagCalendar;
    network.lagCalendar[l] =
      lagCalendar === 'successor'
        ? calendarIndex[successor]!
        : lagCalendar === 'project-default'
          ? context.defaultCalendar
          : lagCalendar === '24h'
            ? context.twentyFourHourCalendar
            : calendarIndex[predecessor]!;
  }
}

/** Builds both adjacency lists (links and outline edges) and the topological order; throws CycleError. */
export function buildEdges(network: ScheduleNetwork): void {
  const n = network.activityCount;
  const nodes = network.nodeCount;
  const m = network.linkCount;
  let outline = 0;
  for (let i = 0; i < n; i++) {
    if (network.parent[i]! >= 0) outline += 2;
  }
  // A summary without children links its entry straight to its exit.
  const childCount = new Int32Array(n);
  for (let i = 0; i < n; i++) if (network.parent[i]! >= 0) childCount[network.parent[i]!]!++;
  for (let i = 0; i < n; i++) if (network.entryOf[i]! >= 0 && childCount[i] === 0) outline++;
  const edgeCount = m + outline;
  const from = new Int32Array(edgeCount);
  const to = new Int32Array(edgeCount);
  const link = new Int32Array(edgeCount);
  let e = 0;
  for (let l = 0; l < m; l++) {
    const successor = network.linkSuccessor[l]!;
    const entry = network.entryOf[successor]!;
    from[e] = network.linkPredecessor[l]!;
    to[e] = entry >= 0 ? entry : successor;
    link[e++] = l;
  }
  for (let i = 0; i < n; i++) {
    const parent = network.parent[i]!;
    const entry = network.entryOf[i]!;
    if (parent >= 0) {
      from[e] = network.entryOf[parent]!;
      to[e] = entry >= 0 ? entry : i;
      link[e++] = -1;
      from[e] = i;
      to[e] = parent;
      link[e++] = -1;
    }
    if (entry >= 0 && childCount[i] === 0) {
      from[e] = entry;
      to[e] = i;
      link[e++] = -1;
    }
  }
  const csr = (source: Int32Array, target: Int32Array) => {
    const start = new Int32Array(nodes + 1);
    for (let k = 0; k < edgeCount; k++) start[source[k]! + 1]!++;
    for (let v = 0; v < nodes; v++) start[v + 1]! += start[v]!;
    const fill = start.slice(0, nodes);
    const node = new Int32Array(edgeCount);
    const linkOf = new Int32Array(edgeCount);
    for (let k = 0; k < edgeCount; k++) {
      const slot = fill[source[k]!]!++;
      node[slot] = target[k]!;
      linkOf[slot] = link[k]!;
    }
    return { start, node, linkOf };
  };
  const out = csr(from, to);
  const incoming = csr(to, from);
  network.outStart = out.start;
  network.outNode = out.node;
  network.outLink = out.linkOf;
  network.inStart = incoming.start;
  network.inNode = incoming.node;
  network.inLink = incoming.linkOf;
  topologicalOrder(network);
}

function topologicalOrder(network: ScheduleNetwork): void {
  const nodes = network.nodeCount;
  const indegree = new Int32Array(nodes);
  for (let v = 0; v < nodes; v++) indegree[v] = network.inStart[v + 1]! - network.inStart[v]!;
  const order = new Int32Array(nodes);
  let head = 0;
  let tail = 0;
  for (let v = 0; v < nodes; v++) if (indegree[v] === 0) order[tail++] = v;
  while (head < tail) {
    const v = order[head++]!;
    for (let k = network.outStart[v]!, end = network.outStart[v + 1]!; k < end; k++) {
      const w = network.outNode[k]!;
      if (--indegree[w]! === 0) order[tail++] = w;
    }
  }
  if (tail < nodes) throw new CycleError(findCycle(network, indegree));
  const position = new Int32Array(nodes);
  for (let p = 0; p < nodes; p++) position[order[p]!] = p;
  network.order = order;
  network.position = position;
}

/** Walks the nodes left with incoming edges until one repeats: that walk's tail is a cycle. */
function findCycle(network: ScheduleNetwork, indegree: Int32Array): string[] {
  let start = 0;
  while (indegree[start] === 0) start++;
  const seenAt = new Map<number, number>();
  const walk: number[] = [];
  let v = start;
  while (!seenAt.has(v)) {
    seenAt.set(v, walk.length);
    walk.push(v);
    // Every node left over has a predecessor that is also left over: follow it backwards.
    let next = -1;
    for (let k = network.inStart[v]!, end = network.inStart[v + 1]!; k < end; k++) {
      if (indegree[network.inNode[k]!]! > 0) {
        next = network.inNode[k]!;
        break;
      }
    }
    v = next;
  }
  const cycle = walk.slice(seenAt.get(v)).reverse();
  return activityIdsOfNodes(network, cycle);
}

/** Activity ids along a node path, with a summary's entry and exit counted once. */
export function activityIdsOfNodes(network: ScheduleNetwork, nodes: readonly number[]): string[] {
  const ids: string[] = [];
  for (const node of nodes) {
    const id = network.ids[network.activityOfNode[node]!]!;
    if (ids[ids.length - 1] !== id) ids.push(id);
  }
  if (ids.length > 1 && ids[0] === ids[ids.length - 1]) ids.pop();
  return ids;
}
