import type { LookaheadWindowReply, TaskReply, WindowActivity } from '@tenon/contracts/types';
import { LEAN_STATUS_COLOURS, progressColour } from '../planification/lean-status-colours';
import type { ReportColorSchema } from './report-address';

export interface ReportTaskRow {
  task: TaskReply;
  /** 0 for a task, 1 for its subtasks, and so on. */
  depth: number;
}

export interface ReportActivitySection {
  activity: WindowActivity;
  tasks: ReportTaskRow[];
}

/** Distinct enough on paper, in black and white too (dark and light alternate). */
const SUBCONTRACT_PALETTE = ['#1d39c4', '#d4b106', '#08979c', '#c41d7f', '#7cb305', '#531dab', '#d4380d', '#0958d9', '#389e0d', '#ad6800'];
const NO_SUBCONTRACT = '#8c8c8c';

const byStart = (a: TaskReply, b: TaskReply) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name);

/**
 * The report's body: every activity of the window that has tasks, in the master plan's outline order, with its tasks
 * beneath it, each followed by its subtasks. Activities without tasks are left out: the report is about planned work.
 */
export function reportSections(window: Pick<LookaheadWindowReply, 'activities' | 'tasks'>): ReportActivitySection[] {
  const children = new Map<string | null, TaskReply[]>();
  const ids = new Set(window.tasks.map((task) => task.id));
  for (const task of window.tasks) {
    // A subtask whose parent is not in the window heads its own branch.
    const parent = task.parentId !== null && ids.has(task.parentId) ? task.parentId : `activity:${task.activityId}`;
    const list = children.get(parent) ?? [];
    list.push(task);
    children.set(parent, list);
  }
  const walk = (parent: string, depth: number, into: ReportTaskRow[]) => {
    for (const task of (children.get(parent) ?? []).sort(byStart)) {
      into.push({ task, depth });
      walk(task.id, depth + 1, into);
    }
  };
  const sections: ReportActivitySection[] = [];
  for (const activity of window.activities) {
    const tasks: ReportTaskRow[] = [];
    walk(`activity:${activity.id}`, 0, tasks);
    if (tasks.length > 0) sections.push({ activity, tasks });
  }
  return sections;
}

/** A colour per subcontract, stable for one report: the subcontracts in order of their ids. */
export function subcontractColours(tasks: readonly Pick<TaskReply, 'subcontractId'>[]): ReadonlyMap<string, string> {
  const ids = [...new Set(tasks.map((task) => task.subcontractId).filter((id): id is string => id !== null))].sort();
  return new Map(ids.map((id, index) => [id, SUBCONTRACT_PALETTE[index % SUBCONTRACT_PALETTE.length]!]));
}

/** The colour of a task's mark under the report's colour schema. */
export function reportTaskColour(task: Pick<TaskReply, 'leanStatus' | 'subcontractId' | 'progress'>, schema: ReportColorSchema, subcontracts: ReadonlyMap<string, string>): string {
  switch (schema) {
    case 'lean':
      return LEAN_STATUS_COLOURS[task.leanStatus];
    case 'subcontract':
      return task.subcontractId === null ? NO_SUBCONTRACT : (subcontracts.get(task.subcontractId) ?? NO_SUBCONTRACT);
    case 'progress':
      return progressColour(task.progress);
  }
}
