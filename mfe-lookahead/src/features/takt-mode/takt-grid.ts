import type { TaktTree, TaskReply } from '@tenon/contracts/types';
import { overlapsWindow } from '@tenon/lean';

export interface TaktGridWeek {
  start: string;
  end: string;
}

export interface TaktGridRow {
  unitId: string;
  unitName: string;
  /** The unit's locations from the structure's top level down, "Level 2 / Area B". */
  location: string;
  /** Tasks of the unit per week of the window (a task spanning two weeks shows in both). */
  cells: TaskReply[][];
}

export interface TaktGrid {
  weeks: TaktGridWeek[];
  rows: TaktGridRow[];
  /** Takt tasks of this structure in the window. */
  taskCount: number;
}

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The window's weeks, each seven days from its first day. */
export function windowWeeks(window: { start: string; weeks: number }): TaktGridWeek[] {
  return Array.from({ length: window.weeks }, (_, index) => ({ start: addDays(window.start, index * 7), end: addDays(window.start, index * 7 + 6) }));
}

/** Structures in their planner's order: the takt mode opens the first. */
export function orderedStructures(tree: Pick<TaktTree, 'structures'>): TaktTree['structures'] {
  return [...tree.structures].sort((a, b) => a.order - b.order);
}

/**
 * The takt mode's grid (spec part 3, 2.2): one row per production unit of the structure, in its location tree's
 * order, one column per week of the window, and in each cell the unit's takt tasks of that week.
 */
export function taktGrid(tree: TaktTree, structureId: string, tasks: readonly TaskReply[], window: { start: string; weeks: number }): TaktGrid {
  const weeks = windowWeeks(window);
  const locations = tree.locations.filter((location) => location.structureId === structureId);
  const childrenOf = new Map<string | null, typeof locations>();
  for (const location of locations) {
    const list = childrenOf.get(location.parentId) ?? [];
    list.push(location);
    childrenOf.set(location.parentId, list);
  }
  const unitsOf = new Map<string, TaktTree['units']>();
  for (const unit of tree.units) {
    const list = unitsOf.get(unit.locationId) ?? [];
    list.push(unit);
    unitsOf.set(unit.locationId, list);
  }
  const tasksOf = new Map<string, TaskReply[]>();
  for (const task of tasks) {
    if (task.taktUnitId === null) continue;
    const list = tasksOf.get(task.taktUnitId) ?? [];
    list.push(task);
    tasksOf.set(task.taktUnitId, list);
  }
  const rows: TaktGridRow[] = [];
  let taskCount = 0;
  const walk = (parentId: string | null, path: string[]) => {
    for (const location of (childrenOf.get(parentId) ?? []).sort((a, b) => a.order - b.order)) {
      const here = [...path, location.name];
      for (const unit of (unitsOf.get(location.id) ?? []).sort((a, b) => a.order - b.order)) {
        const own = (tasksOf.get(unit.id) ?? []).sort((a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name));
        taskCount += own.filter((task) => overlapsWindow(task, { start: weeks[0]!.start, end: weeks[weeks.length - 1]!.end })).length;
        rows.push({ unitId: unit.id, unitName: unit.name, location: here.join(' / '), cells: weeks.map((week) => own.filter((task) => overlapsWindow(task, week))) });
      }
      walk(location.id, here);
    }
  };
  if (weeks.length > 0) walk(null, []);
  return { weeks, rows, taskCount };
}
