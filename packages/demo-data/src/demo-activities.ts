import { DEMO_CALENDAR, WORKDAY_MINUTES } from './demo-calendar';
import { DEMO_COMPANY } from './demo-company';
import { demoId } from './demo-ids';
import { demoDate } from './demo-week';
import { HARBOR_VIEW } from './demo-projects';
import { HARBOR_VIEW_TOWER } from './demo-schedules';
import { TOWER_WBS, type WbsEntry, type WbsLinkType } from './tower-wbs';
import { WorkingDays } from './working-days';

export type DemoActivityKind = 'task' | 'milestone' | 'summary';

/** An activity in the shape the masterplan service stores it. Dates are wall-clock ISO 8601 (YYYY-MM-DDTHH:mm). */
export interface DemoActivity {
  id: string;
  companyId: string;
  scheduleId: string;
  calendarId: string;
  parentId: string | null;
  name: string;
  kind: DemoActivityKind;
  /** Working minutes; 0 for milestones; a summary's spans its children. */
  duration: number;
  start: string;
  finish: string;
  /** 0..100 */
  progress: number;
  correlativeId: number;
  order: number;
}

export interface DemoLink {
  id: string;
  companyId: string;
  scheduleId: string;
  predecessorId: string;
  successorId: string;
  type: WbsLinkType;
  /** Working minutes (negative = lead). */
  lag: number;
}

/** Progress is reported as of this date: the demo looks like a job in full swing. */
export const DEMO_STATUS_DATE = demoDate('2026-11-20');

interface Placed {
  entry: WbsEntry;
  /** First working day index and the index after the last working day. */
  es: number;
  ef: number;
}

function placeTasks(entries: readonly WbsEntry[]): Map<string, Placed> {
  const placed = new Map<string, Placed>();
  const pending = entries.filter((entry) => entry.kind !== 'summary');
  while (pending.length > 0) {
    const index = pending.findIndex((entry) => (entry.after ?? []).every(([key]) => placed.has(key)));
    if (index < 0) throw new Error('the demo WBS has a predecessor cycle or an unknown predecessor');
    const entry = pending.splice(index, 1)[0]!;
    const days = entry.kind === 'milestone' ? 0 : (entry.days ?? 0);
    let es = 0;
    for (const [key, type, lag] of entry.after ?? []) {
      const pred = placed.get(key)!;
      if (type === 'FS') es = Math.max(es, pred.ef + lag);
      else if (type === 'SS') es = Math.max(es, pred.es + lag);
      else es = Math.max(es, pred.ef + lag - days);
    }
    placed.set(entry.key, { entry, es, ef: es + days });
  }
  return placed;
}

function buildTowerPlan(): { activities: DemoActivity[]; links: DemoLink[] } {
  const calendar = new WorkingDays(DEMO_CALENDAR, HARBOR_VIEW.startDate);
  const placed = placeTasks(TOWER_WBS);
  const idByKey = new Map(TOWER_WBS.map((entry, index) => [entry.key, demoId('activity', index + 1)]));
  let statusIndex = 0;
  while (calendar.dateOf(statusIndex) <= DEMO_STATUS_DATE) statusIndex++;

  const startOf = (es: number): string => `${calendar.dateOf(es)}T08:00`;
  const finishOf = (ef: number, es: number): string => (ef > es || es > 0 ? `${calendar.dateOf(ef - 1)}T17:00` : startOf(es));
  const progressOf = (p: Placed): number => {
    if (p.ef === p.es) return p.es <= statusIndex ? 100 : 0;
    return Math.round(Math.min(1, Math.max(0, (statusIndex - p.es) / (p.ef - p.es))) * 100);
  };
  const descendantsOf = (key: string): Placed[] =>
    TOWER_WBS.filter((entry) => entry.parent === key).flatMap((child) =>
      child.kind === 'summary' ? descendantsOf(child.key) : [placed.get(child.key)!],
    );

  const activities = TOWER_WBS.map((entry, index): DemoActivity => {
    const base = {
      id: idByKey.get(entry.key)!,
      companyId: DEMO_COMPANY.id,
      scheduleId: HARBOR_VIEW_TOWER.id,
      calendarId: DEMO_CALENDAR.id,
      parentId: entry.parent === undefined ? null : idByKey.get(entry.parent)!,
      name: entry.name,
      kind: entry.kind,
      correlativeId: index + 1,
      order: index + 1,
    };
    if (entry.kind !== 'summary') {
      const p = placed.get(entry.key)!;
      const finish = finishOf(p.ef, p.es);
      // A milestone sits at the finish of the work it closes, so its start and finish coincide.
      const start = entry.kind === 'milestone' ? finish : startOf(p.es);
      return { ...base, duration: (p.ef - p.es) * WORKDAY_MINUTES, start, finish, progress: progressOf(p) };
    }
    const children = descendantsOf(entry.key);
    const es = Math.min(...children.map((c) => c.es));
    const ef = Math.max(...children.map((c) => c.ef));
    const weight = children.reduce((sum, c) => sum + (c.ef - c.es), 0);
    const earned = children.reduce((sum, c) => sum + (c.ef - c.es) * progressOf(c), 0);
    return {
      ...base,
      duration: (ef - es) * WORKDAY_MINUTES,
      start: startOf(es),
      finish: finishOf(ef, es),
      progress: weight === 0 ? 0 : Math.round(earned / weight),
    };
  });

  let linkSequence = 0;
  const links = TOWER_WBS.flatMap((entry) =>
    (entry.after ?? []).map(([key, type, lagDays]): DemoLink => ({
      id: demoId('link', ++linkSequence),
      companyId: DEMO_COMPANY.id,
      scheduleId: HARBOR_VIEW_TOWER.id,
      predecessorId: idByKey.get(key)!,
      successorId: idByKey.get(entry.key)!,
      type,
      lag: lagDays * WORKDAY_MINUTES,
    })),
  );
  return { activities, links };
}

const towerPlan = buildTowerPlan();

/** The master plan of Harbor View Apartments, Tower A. The other demo schedules start empty. */
export const DEMO_ACTIVITIES: readonly DemoActivity[] = towerPlan.activities;
export const DEMO_LINKS: readonly DemoLink[] = towerPlan.links;
