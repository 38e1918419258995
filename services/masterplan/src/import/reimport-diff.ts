import type {
  PlanActivity,
  PlanLink,
  ReimportAddedActivity,
  ReimportChangedActivity,
  ReimportDiff,
  ReimportRemovedActivity,
  SavePlanData,
} from '@tenon/contracts';

/** Rows as the plan has them, or as a newer file maps them (fresh ids, the file's own id in `sourceId`). */
export interface ReimportRows {
  activities: readonly PlanActivity[];
  links: readonly PlanLink[];
}

export interface ReimportContext {
  minutesPerDay: number;
  /** Signed working days from one plan date to another on the schedule's default calendar. */
  workingDaysBetween(from: string, to: string): number;
  /** The plan's calendar standing for a calendar of the file (matched by name), null for the schedule's default. */
  calendarFor(fileCalendarId: string | null): string | null;
}

export type ReimportFindings = Pick<ReimportDiff, 'added' | 'removed' | 'changed' | 'unchanged' | 'keptFromProduct'>;

export interface ReimportChoice {
  added: readonly string[];
  removed: readonly string[];
  changed: readonly string[];
}

export type ReimportSave = Pick<SavePlanData, 'activities' | 'links'>;

/** A choice naming a row the diff does not offer: the planner's screen and the plan disagree, so nothing is applied. */
export class ReimportChoiceError extends Error {
  constructor(readonly ids: string[]) {
    super(`These rows are not part of the update: ${ids.slice(0, 5).join(', ')}`);
  }
}

interface Matching {
  current: Map<string, PlanActivity>;
  file: Map<string, PlanActivity>;
  /** File row id → plan row id, for rows of the file the plan already has. */
  planIdOf: Map<string, string>;
  /** Plan row id → file row, for the same rows. */
  fileRowOf: Map<string, PlanActivity>;
  removed: PlanActivity[];
  keptFromProduct: number;
  /** Links by successor id (plan ids for the plan, file ids for the file). */
  planLinksInto: Map<string, PlanLink[]>;
  fileLinksInto: Map<string, PlanLink[]>;
}

function linksInto(links: readonly PlanLink[]): Map<string, PlanLink[]> {
  const into = new Map<string, PlanLink[]>();
  for (const link of links) {
    const list = into.get(link.successorId);
    if (list === undefined) into.set(link.successorId, [link]);
    else list.push(link);
  }
  return into;
}

/** Rows match by the id they have in the source tool; rows made in the product have none and are never matched. */
function match(current: ReimportRows, file: ReimportRows): Matching {
  const bySource = new Map<string, PlanActivity>();
  let keptFromProduct = 0;
  for (const activity of current.activities) {
    if (activity.sourceId === null) keptFromProduct += 1;
    else if (!bySource.has(activity.sourceId)) bySource.set(activity.sourceId, activity);
  }
  const planIdOf = new Map<string, string>();
  const fileRowOf = new Map<string, PlanActivity>();
  const inFile = new Set<string>();
  for (const row of file.activities) {
    if (row.sourceId === null) continue;
    inFile.add(row.sourceId);
    const known = bySource.get(row.sourceId);
    if (known !== undefined && !fileRowOf.has(known.id)) {
      planIdOf.set(row.id, known.id);
      fileRowOf.set(known.id, row);
    }
  }
  return {
    current: new Map(current.activities.map((a) => [a.id, a])),
    file: new Map(file.activities.map((a) => [a.id, a])),
    planIdOf,
    fileRowOf,
    removed: current.activities.filter((a) => a.sourceId !== null && !inFile.has(a.sourceId)),
    keptFromProduct,
    planLinksInto: linksInto(current.links),
    fileLinksInto: linksInto(file.links),
  };
}

const roundTo2 = (value: number) => Math.round(value * 100) / 100;

function lagLabel(lag: number, minutesPerDay: number): string {
  if (lag === 0) return '';
  const days = roundTo2(lag / minutesPerDay);
  return `${days > 0 ? '+' : ''}${days}d`;
}

/** A link into an activity told by its predecessor's id in the file, type and lag: what two versions can agree on. */
function logicKey(sourceId: string, link: PlanLink): string {
  return `${sourceId}\u0000${link.type}\u0000${link.lag}`;
}

function logicOf(links: readonly PlanLink[] | undefined, rows: Map<string, PlanActivity>): Map<string, PlanLink> {
  const keyed = new Map<string, PlanLink>();
  for (const link of links ?? []) {
    const sourceId = rows.get(link.predecessorId)?.sourceId;
    // A predecessor made in the product is the planner's own logic: an update from the file leaves it alone.
    if (sourceId === null || sourceId === undefined) continue;
    keyed.set(logicKey(sourceId, link), link);
  }
  return keyed;
}

function logicChange(planRow: PlanActivity, fileRow: PlanActivity, m: Matching, minutesPerDay: number) {
  const before = logicOf(m.planLinksInto.get(planRow.id), m.current);
  const after = logicOf(m.fileLinksInto.get(fileRow.id), m.file);
  const label = (link: PlanLink, rows: Map<string, PlanActivity>) => `${rows.get(link.predecessorId)?.name ?? '?'} ${link.type}${lagLabel(link.lag, minutesPerDay)}`;
  const added = [...after].filter(([key]) => !before.has(key)).map(([, link]) => link);
  const removed = [...before].filter(([key]) => !after.has(key)).map(([, link]) => link);
  return {
    added,
    removed,
    labels: added.length + removed.length === 0 ? undefined : { added: added.map((l) => label(l, m.file)), removed: removed.map((l) => label(l, m.current)) },
  };
}

const constraintText = (a: PlanActivity) => (a.constraintDate === null ? a.constraintType : `${a.constraintType} ${a.constraintDate}`);

function changeOf(planRow: PlanActivity, fileRow: PlanActivity, m: Matching, context: ReimportContext): ReimportChangedActivity | undefined {
  const change: ReimportChangedActivity = { id: planRow.id, sourceId: planRow.sourceId ?? '', correlativeId: planRow.correlativeId, name: planRow.name };
  let changed = false;
  if (planRow.start !== fileRow.start || planRow.finish !== fileRow.finish) {
    change.dates = {
      fromStart: planRow.start,
      toStart: fileRow.start,
      fromFinish: planRow.finish,
      toFinish: fileRow.finish,
      startMovedDays: roundTo2(context.workingDaysBetween(planRow.start, fileRow.start)),
      finishMovedDays: roundTo2(context.workingDaysBetween(planRow.finish, fileRow.finish)),
    };
    changed = true;
  }
  if (planRow.name !== fileRow.name) {
    change.rename = { from: planRow.name, to: fileRow.name };
    changed = true;
  }
  // A summary's duration follows its children; comparing it would report every summary above a moved task.
  if (planRow.kind !== 'summary' && planRow.duration !== fileRow.duration) {
    change.duration = { from: roundTo2(planRow.duration / context.minutesPerDay), to: roundTo2(fileRow.duration / context.minutesPerDay) };
    changed = true;
  }
  if (planRow.progress !== fileRow.progress || planRow.actualStart !== fileRow.actualStart || planRow.actualFinish !== fileRow.actualFinish) {
    change.progress = { from: planRow.progress, to: fileRow.progress };
    changed = true;
  }
  if (constraintText(planRow) !== constraintText(fileRow)) {
    change.constraint = { from: constraintText(planRow), to: constraintText(fileRow) };
    changed = true;
  }
  const logic = logicChange(planRow, fileRow, m, context.minutesPerDay).labels;
  if (logic !== undefined) {
    change.logic = logic;
    changed = true;
  }
  return changed ? change : undefined;
}

/** The nearest summary above a file row that the result will hold: a matched one (by its plan id) or an added one accepted. */
function parentInResult(fileRow: PlanActivity, m: Matching, addedIds: ReadonlySet<string>, deleted: ReadonlySet<string>): string | null {
  let parentId = fileRow.parentId;
  while (parentId !== null) {
    const planId = m.planIdOf.get(parentId);
    if (planId !== undefined && !deleted.has(planId)) return planId;
    if (planId === undefined && addedIds.has(parentId)) return parentId;
    parentId = m.file.get(parentId)?.parentId ?? null;
  }
  return null;
}

/**
 * What a newer version of the schedule's file changes in the plan (spec 2 §2.2, reimport): rows matched by the id
 * they have in the source tool; added, removed (only rows that came from a file) and changed (dates with the working
 * days moved, name, duration, progress and actual dates, constraint, and predecessors that came from the file).
 */
export function diffReimport(current: ReimportRows, file: ReimportRows, context: ReimportContext): ReimportFindings {
  return findingsOf(match(current, file), file, context);
}

function findingsOf(m: Matching, file: ReimportRows, context: ReimportContext): ReimportFindings {
  const added: ReimportAddedActivity[] = [];
  const changed: ReimportChangedActivity[] = [];
  let unchanged = 0;
  for (const row of file.activities) {
    const planId = m.planIdOf.get(row.id);
    if (planId === undefined) {
      const parent = row.parentId === null ? undefined : m.file.get(row.parentId);
      added.push({ sourceId: row.sourceId ?? row.id, name: row.name, kind: row.kind, start: row.start, finish: row.finish, parentName: parent?.name ?? null });
      continue;
    }
    const change = changeOf(m.current.get(planId)!, row, m, context);
    if (change === undefined) unchanged += 1;
    else changed.push(change);
  }
  const removed: ReimportRemovedActivity[] = m.removed.map((a) => ({ id: a.id, sourceId: a.sourceId ?? '', correlativeId: a.correlativeId, name: a.name }));
  return { added, removed, changed, unchanged, keptFromProduct: m.keptFromProduct };
}

/**
 * The save that applies the accepted part of the diff on top of the plan, as one version. Rows made in the product
 * keep their place: under a removed summary they move up to the nearest summary that stays. Links belong to their
 * successor: they change with it, and links touching a removed row go with it.
 */
export function reimportSave(current: ReimportRows, file: ReimportRows, choice: ReimportChoice, context: ReimportContext): ReimportSave {
  const m = match(current, file);
  const offered = findingsOf(m, file, context);
  const offeredAdded = new Set(offered.added.map((a) => a.sourceId));
  const offeredRemoved = new Set(offered.removed.map((a) => a.id));
  const offeredChanged = new Set(offered.changed.map((a) => a.id));
  const unknown = [
    ...choice.added.filter((id) => !offeredAdded.has(id)),
    ...choice.removed.filter((id) => !offeredRemoved.has(id)),
    ...choice.changed.filter((id) => !offeredChanged.has(id)),
  ];
  if (unknown.length > 0) throw new ReimportChoiceError(unknown);

  const deleted = new Set(choice.removed);
  const acceptedSources = new Set(choice.added);
  const addedRows = file.activities.filter((row) => m.planIdOf.get(row.id) === undefined && acceptedSources.has(row.sourceId ?? row.id));
  const addedIds = new Set(addedRows.map((row) => row.id));
  const upserts = new Map<string, PlanActivity>();
  const linkDeletes = new Set<string>();
  const linkUpserts: PlanLink[] = [];

  for (const id of choice.changed) {
    const planRow = m.current.get(id)!;
    const fileRow = m.fileRowOf.get(id)!;
    const kind = planRow.kind === 'summary' || fileRow.kind === 'summary' ? planRow.kind : fileRow.kind;
    upserts.set(id, {
      ...planRow,
      kind,
      name: fileRow.name,
      duration: kind === 'milestone' ? 0 : fileRow.duration,
      start: fileRow.start,
      finish: fileRow.finish,
      constraintType: fileRow.constraintType,
      constraintDate: fileRow.constraintDate,
      progress: fileRow.progress,
      actualStart: fileRow.actualStart,
      actualFinish: fileRow.actualFinish,
    });
  }

  // Rows left under a removed summary climb to the nearest summary that stays.
  const keptParent = (parentId: string | null): string | null => {
    let id = parentId;
    while (id !== null && deleted.has(id)) id = m.current.get(id)?.parentId ?? null;
    return id;
  };
  for (const row of m.current.values()) {
    if (deleted.has(row.id) || row.parentId === null || !deleted.has(row.parentId)) continue;
    upserts.set(row.id, { ...(upserts.get(row.id) ?? row), parentId: keptParent(row.parentId) });
  }
  for (const link of current.links) {
    if (deleted.has(link.predecessorId) || deleted.has(link.successorId)) linkDeletes.add(link.id);
  }

  const nextOrder = new Map<string | null, number>();
  for (const row of m.current.values()) {
    if (deleted.has(row.id)) continue;
    const parentId = upserts.get(row.id)?.parentId ?? row.parentId;
    nextOrder.set(parentId, Math.max(nextOrder.get(parentId) ?? 0, row.order + 1));
  }
  let correlative = Math.max(0, ...[...m.current.values()].map((a) => a.correlativeId));
  for (const row of addedRows) {
    const parentId = parentInResult(row, m, addedIds, deleted);
    const order = nextOrder.get(parentId) ?? 0;
    nextOrder.set(parentId, order + 1);
    correlative += 1;
    upserts.set(row.id, { ...row, parentId, order, correlativeId: correlative, calendarId: context.calendarFor(row.calendarId) });
    const parent = parentId === null ? undefined : (upserts.get(parentId) ?? m.current.get(parentId));
    if (parent !== undefined && parent.kind !== 'summary') upserts.set(parent.id, { ...parent, kind: 'summary' });
  }

  // Links are owned by their successor: an accepted row takes its predecessors from the file.
  const inResult = (fileId: string): string | undefined => {
    const planId = m.planIdOf.get(fileId);
    if (planId !== undefined) return deleted.has(planId) ? undefined : planId;
    return addedIds.has(fileId) ? fileId : undefined;
  };
  const pairs = new Set(current.links.filter((l) => !linkDeletes.has(l.id)).map((l) => `${l.predecessorId}>${l.successorId}`));
  const addFileLink = (link: PlanLink, successorId: string) => {
    const predecessorId = inResult(link.predecessorId);
    if (predecessorId === undefined || predecessorId === successorId) return;
    const pair = `${predecessorId}>${successorId}`;
    if (pairs.has(pair)) return;
    pairs.add(pair);
    linkUpserts.push({ ...link, predecessorId, successorId });
  };
  for (const id of choice.changed) {
    const logic = logicChange(m.current.get(id)!, m.fileRowOf.get(id)!, m, context.minutesPerDay);
    for (const link of logic.removed) {
      linkDeletes.add(link.id);
      pairs.delete(`${link.predecessorId}>${link.successorId}`);
    }
    for (const link of logic.added) addFileLink(link, id);
  }
  for (const row of addedRows) for (const link of m.fileLinksInto.get(row.id) ?? []) addFileLink(link, row.id);

  return {
    activities: { upsert: [...upserts.values()].filter((row) => !deleted.has(row.id)), delete: [...deleted] },
    links: { upsert: linkUpserts, delete: [...linkDeletes] },
  };
}
