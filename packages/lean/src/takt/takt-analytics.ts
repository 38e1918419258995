import { planningWeekOf } from '../weekly/planning-week';

/** A location of the structure, in the order the structure shows it. */
export interface TaktAnalyticsLocation {
  id: string;
  name: string;
}

export interface TaktAnalyticsUnit {
  id: string;
  locationId: string;
}

/** A trade of the train: one master-plan activity assigned to the structure's units. */
export interface TaktAnalyticsTrade {
  activityId: string;
  name: string;
}

/** A takt task as the lookahead reports it: one per unit and activity. */
export interface TaktAnalyticsTask {
  taktUnitId: string;
  activityId: string;
  /** YYYY-MM-DD or YYYY-MM-DDTHH:mm. */
  finish: string;
  /** 0..100. */
  progress: number;
}

export const taktCellStates = ['done', 'in_progress', 'late', 'not_started'] as const;
export type TaktCellState = (typeof taktCellStates)[number];

export interface TaktMatrixCell {
  locationId: string;
  activityId: string;
  state: TaktCellState;
  /** Mean progress of the cell's takt tasks, one decimal. */
  percent: number;
  tasks: number;
  doneTasks: number;
  lateTasks: number;
}

export interface TaktMatrixLine {
  id: string;
  name: string;
  percent: number | null;
}

export interface TaktProgressMatrix {
  dataDate: string;
  /** Rows: the locations that hold units with takt tasks, in structure order. */
  locations: TaktMatrixLine[];
  /** Columns: the trades with takt tasks here, in the order given. */
  trades: TaktMatrixLine[];
  /** Only the pairs with takt tasks; a missing pair is a blank cell. */
  cells: TaktMatrixCell[];
  totals: { cells: Record<TaktCellState, number>; tasks: number; percent: number | null };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const dayOf = (date: string) => date.slice(0, 10);
const mean = (values: readonly number[]) => (values.length === 0 ? null : round1(values.reduce((sum, v) => sum + v, 0) / values.length));
function listOf<T>(map: Map<string, T[]>, key: string): T[] {
  let list = map.get(key);
  if (list === undefined) map.set(key, (list = []));
  return list;
}
const isDone = (task: Pick<TaktAnalyticsTask, 'progress'>) => task.progress >= 100;

/** Late: due before the data date and not finished. A task due on the data date itself is not late yet. */
export function isTaktTaskLate(task: Pick<TaktAnalyticsTask, 'finish' | 'progress'>, dataDate: string): boolean {
  return !isDone(task) && dayOf(task.finish) < dayOf(dataDate);
}

/**
 * A cell's state: done when every task is at 100; late when any task is late (late outranks progress, it is what the
 * planner must act on); in progress when any task has progress; otherwise not started.
 */
export function taktCellState(tasks: ReadonlyArray<Pick<TaktAnalyticsTask, 'finish' | 'progress'>>, dataDate: string): TaktCellState {
  if (tasks.length > 0 && tasks.every(isDone)) return 'done';
  if (tasks.some((task) => isTaktTaskLate(task, dataDate))) return 'late';
  if (tasks.some((task) => task.progress > 0)) return 'in_progress';
  return 'not_started';
}

/** The progress matrix (issue 13, item 4): locations × trades, each cell the state and mean progress of its takt tasks. */
export function taktProgressMatrix(input: {
  locations: readonly TaktAnalyticsLocation[];
  units: readonly TaktAnalyticsUnit[];
  trades: readonly TaktAnalyticsTrade[];
  tasks: readonly TaktAnalyticsTask[];
  dataDate: string;
}): TaktProgressMatrix {
  const locationOfUnit = new Map(input.units.map((unit) => [unit.id, unit.locationId]));
  const byCell = new Map<string, TaktAnalyticsTask[]>();
  const byLocation = new Map<string, number[]>();
  const byTrade = new Map<string, number[]>();
  const known = new Set(input.locations.map((l) => l.id));
  const tasks = input.tasks.filter((task) => known.has(locationOfUnit.get(task.taktUnitId) ?? ''));
  for (const task of tasks) {
    const locationId = locationOfUnit.get(task.taktUnitId)!;
    const key = `${locationId}|${task.activityId}`;
    listOf(byCell, key).push(task);
    listOf(byLocation, locationId).push(task.progress);
    listOf(byTrade, task.activityId).push(task.progress);
  }
  const named = new Map(input.trades.map((trade) => [trade.activityId, trade.name]));
  const tradeIds = [...input.trades.map((t) => t.activityId).filter((id) => byTrade.has(id)), ...[...byTrade.keys()].filter((id) => !named.has(id))];
  const locations = input.locations.filter((l) => byLocation.has(l.id)).map((l) => ({ id: l.id, name: l.name, percent: mean(byLocation.get(l.id)!) }));
  const trades = [...new Set(tradeIds)].map((id) => ({ id, name: named.get(id) ?? id, percent: mean(byTrade.get(id)!) }));
  const counts: Record<TaktCellState, number> = { done: 0, in_progress: 0, late: 0, not_started: 0 };
  const cells: TaktMatrixCell[] = [];
  for (const location of locations) {
    for (const trade of trades) {
      const cellTasks = byCell.get(`${location.id}|${trade.id}`);
      if (cellTasks === undefined) continue;
      const state = taktCellState(cellTasks, input.dataDate);
      counts[state] += 1;
      cells.push({
        locationId: location.id,
        activityId: trade.id,
        state,
        percent: mean(cellTasks.map((t) => t.progress))!,
        tasks: cellTasks.length,
        doneTasks: cellTasks.filter(isDone).length,
        lateTasks: cellTasks.filter((t) => isTaktTaskLate(t, input.dataDate)).length,
      });
    }
  }
  return { dataDate: dayOf(input.dataDate), locations, trades, cells, totals: { cells: counts, tasks: tasks.length, percent: mean(tasks.map((t) => t.progress)) } };
}

export interface TaktVelocityWeek {
  /** First day of the week, YYYY-MM-DD. */
  weekStart: string;
  planned: number;
  completed: number;
  plannedCumulative: number;
  completedCumulative: number;
}

export interface TaktVelocity {
  dataDate: string;
  weeks: TaktVelocityWeek[];
  /** Units with takt tasks. */
  units: number;
  completedUnits: number;
  /** Units per week the plan asks for: its units over the weeks from its first to its last planned finish. */
  plannedPerWeek: number | null;
  /** Units per week achieved: completed units over the weeks from the first planned finish to the data date. */
  completedPerWeek: number | null;
}

const DAY_MS = 86_400_000;
const weeksBetween = (fromWeekStart: string, toWeekStart: string) => Math.round((Date.parse(toWeekStart) - Date.parse(fromWeekStart)) / (7 * DAY_MS));
const addWeeks = (weekStart: string, weeks: number) => new Date(Date.parse(weekStart) + weeks * 7 * DAY_MS).toISOString().slice(0, 10);

/**
 * Takt velocity (issue 13, item 4): production units completed per week against the plan. A unit is planned to be
 * complete on the latest finish of its takt tasks; it is completed when all of them are at 100, and counted in the
 * week of that same latest finish (the lookahead keeps the finish a planner reports, not a separate actual date).
 */
export function taktVelocity(input: { tasks: readonly TaktAnalyticsTask[]; dataDate: string; planificationDay: number }): TaktVelocity {
  const byUnit = new Map<string, TaktAnalyticsTask[]>();
  for (const task of input.tasks) listOf(byUnit, task.taktUnitId).push(task);
  const weekOf = (day: string) => planningWeekOf(dayOf(day), input.planificationDay).start;
  const planned = new Map<string, number>();
  const completed = new Map<string, number>();
  let completedUnits = 0;
  for (const tasks of byUnit.values()) {
    const week = weekOf(tasks.map((t) => dayOf(t.finish)).sort().at(-1)!);
    planned.set(week, (planned.get(week) ?? 0) + 1);
    if (tasks.every(isDone)) {
      completed.set(week, (completed.get(week) ?? 0) + 1);
      completedUnits += 1;
    }
  }
  const dataDate = dayOf(input.dataDate);
  if (byUnit.size === 0) return { dataDate, weeks: [], units: 0, completedUnits: 0, plannedPerWeek: null, completedPerWeek: null };
  const plannedWeeks = [...planned.keys()].sort();
  const first = plannedWeeks[0]!;
  const last = plannedWeeks.at(-1)!;
  const weeks: TaktVelocityWeek[] = [];
  let plannedCumulative = 0;
  let completedCumulative = 0;
  for (let at = 0; at <= weeksBetween(first, last); at += 1) {
    const weekStart = addWeeks(first, at);
    plannedCumulative += planned.get(weekStart) ?? 0;
    completedCumulative += completed.get(weekStart) ?? 0;
    weeks.push({ weekStart, planned: planned.get(weekStart) ?? 0, completed: completed.get(weekStart) ?? 0, plannedCumulative, completedCumulative });
  }
  const elapsedWeeks = weeksBetween(first, weekOf(dataDate)) + 1;
  return {
    dataDate,
    weeks,
    units: byUnit.size,
    completedUnits,
    plannedPerWeek: round1(byUnit.size / weeks.length),
    completedPerWeek: elapsedWeeks > 0 ? round1(completedUnits / elapsedWeeks) : null,
  };
}
