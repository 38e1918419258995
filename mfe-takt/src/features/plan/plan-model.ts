import type { TaktPlanView } from '@tenon/contracts/types';
import { clashesOf, wagonPeriod, type TrainClash } from '@tenon/lean';

/** What the planner is editing: the form, the train's order and the wagons moved by hand. */
export interface PlanDraft {
  structureId: string;
  taktDays: number;
  bufferPeriods: number;
  start: string;
  wagonIds: string[];
  shifts: Record<string, number>;
}

export interface PreviewCell {
  wagonId: string;
  locationId: string;
  period: number;
  /** Null when the draft's takt time or start differ from the saved plan's (dated once saved). */
  start: string | null;
  finish: string | null;
}

export interface PlanPreview {
  cells: PreviewCell[];
  clashes: TrainClash[];
  periodCount: number;
}

/** Ten colours that stay apart on white and from the clash red. */
export const TRADE_COLOURS = ['#1677ff', '#52c41a', '#fa8c16', '#722ed1', '#13c2c2', '#eb2f96', '#a0d911', '#2f54eb', '#faad14', '#8c8c8c'] as const;
export const CLASH_COLOUR = '#f5222d';

export function tradeColour(index: number): string {
  return TRADE_COLOURS[index % TRADE_COLOURS.length]!;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The saved plan, or a first one: a 5-day takt from today with every assigned activity in outline order. */
export function draftOf(view: TaktPlanView): PlanDraft {
  const plan = view.plan;
  return {
    structureId: view.structureId ?? '',
    taktDays: plan?.taktDays ?? 5,
    bufferPeriods: plan?.bufferPeriods ?? 0,
    start: plan?.start ?? today(),
    wagonIds: view.wagons.map((w) => w.activityId),
    shifts: { ...(plan?.shifts ?? {}) },
  };
}

/** Whether saving would change anything stored. */
export function draftChanged(view: TaktPlanView, draft: PlanDraft): boolean {
  const plan = view.plan;
  if (plan === null) return true;
  const shifts = (s: Record<string, number>) => JSON.stringify(Object.entries(s).filter(([, v]) => v !== 0).sort(([a], [b]) => a.localeCompare(b)));
  return (
    plan.taktDays !== draft.taktDays ||
    plan.bufferPeriods !== draft.bufferPeriods ||
    plan.start !== draft.start ||
    plan.wagonIds.join() !== draft.wagonIds.join() ||
    shifts(plan.shifts) !== shifts(draft.shifts)
  );
}

/**
 * The train as the draft places it, with the saved plan's period dates when the takt time and start are the saved
 * ones (a shift or a new order keeps them; the server dates anything else when it saves).
 */
export function previewOf(view: TaktPlanView, draft: PlanDraft): PlanPreview {
  const dated = view.plan !== null && view.plan.taktDays === draft.taktDays && view.plan.start === draft.start;
  const cells: PreviewCell[] = [];
  let last = -1;
  draft.wagonIds.forEach((wagonId, wagonIndex) => {
    view.areas.forEach((area, areaIndex) => {
      const period = wagonPeriod(wagonIndex, areaIndex, draft.bufferPeriods, draft.shifts[wagonId] ?? 0);
      const dates = dated ? view.periods[period] : undefined;
      cells.push({ wagonId, locationId: area.locationId, period, start: dates?.start ?? null, finish: dates?.finish ?? null });
      last = Math.max(last, period);
    });
  });
  return { cells, clashes: clashesOf(cells, draft.wagonIds), periodCount: last + 1 };
}

/** A wagon may not move before the plan's first period: the smallest shift its first location allows. */
export function minimumShift(draft: PlanDraft, wagonId: string): number {
  const index = draft.wagonIds.indexOf(wagonId);
  return index < 0 ? 0 : -wagonPeriod(index, 0, draft.bufferPeriods, 0);
}

/** The draft with the wagon moved by `by` periods, never before the first period. */
export function shiftWagon(draft: PlanDraft, wagonId: string, by: number): PlanDraft {
  const next = Math.max(minimumShift(draft, wagonId), (draft.shifts[wagonId] ?? 0) + Math.round(by));
  const shifts = { ...draft.shifts };
  if (next === 0) delete shifts[wagonId];
  else shifts[wagonId] = next;
  return { ...draft, shifts };
}

/** The train's order with one wagon moved to `to` (drag, or the up and down buttons). */
export function moveWagon(draft: PlanDraft, wagonId: string, to: number): PlanDraft {
  const from = draft.wagonIds.indexOf(wagonId);
  if (from < 0) return draft;
  const order = draft.wagonIds.filter((id) => id !== wagonId);
  order.splice(Math.max(0, Math.min(order.length, to)), 0, wagonId);
  // Shifts are relative to the wagon's place in the train: a reorder starts the moved train clean.
  return { ...draft, wagonIds: order, shifts: order.join() === draft.wagonIds.join() ? draft.shifts : {} };
}

/** Takt tasks the save writes dates for: each wagon's units in this structure. */
export function tasksOfDraft(view: TaktPlanView, draft: PlanDraft): number {
  const units = new Map(view.wagons.map((w) => [w.activityId, w.unitCount]));
  return draft.wagonIds.reduce((sum, id) => sum + (units.get(id) ?? 0), 0);
}

/** Bad form values, as message keys, before anything is sent. */
export function draftProblems(draft: PlanDraft): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(draft.taktDays) || draft.taktDays < 1 || draft.taktDays > 250) problems.push('plan_error_takt_time');
  if (!Number.isInteger(draft.bufferPeriods) || draft.bufferPeriods < 0 || draft.bufferPeriods > 250) problems.push('plan_error_buffer');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.start)) problems.push('plan_error_start');
  if (draft.wagonIds.length === 0) problems.push('plan_error_no_wagons');
  return problems;
}
