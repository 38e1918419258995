import type { PlanActivity, PlanEngineSettings, PlanLink, PlanReply } from '@tenon/contracts';
import { planActivityDefaults } from '@tenon/contracts';
import type { CalendarDef } from '@tenon/scheduling';
import { minutesFromIso } from '@tenon/scheduling';

/** The schedule format every Gantt in the comparison loads (dates 'YYYY-MM-DD HH:mm', end exclusive, parent 0 = root). */
export interface BenchSchedule {
  tasks: Array<{ id: number | string; text: string; start_date: string; end_date: string; parent: number | string; type: 'project' | 'milestone' | 'task'; open?: boolean }>;
  links: Array<{ id: number | string; source: number | string; target: number | string; type: '0' | '1' | '2' | '3'; lag?: number }>;
}

const LINK_TYPES = { '0': 'FS', '1': 'SS', '2': 'FF', '3': 'SF' } as const;
const wallClock = (date: string) => date.replace(' ', 'T').slice(0, 16);
const ALL_DAY: CalendarDef = {
  id: 'all-day',
  name: '24 hours',
  week: Array.from({ length: 7 }, () => ({ working: true, shifts: [{ from: 0, to: 1440 }] })),
  exceptions: [],
  hoursPerDay: 24,
  hoursPerWeek: 168,
};

/** The bench schedule as the editor's plan, on a 24-hour calendar so its dates stay the dates it was given. */
export function benchPlan(schedule: BenchSchedule): PlanReply {
  const order = new Map<string, number>();
  const activities: PlanActivity[] = schedule.tasks.map((task, index) => {
    const parentId = String(task.parent) === '0' ? null : String(task.parent);
    const key = parentId ?? '';
    const position = order.get(key) ?? 0;
    order.set(key, position + 1);
    const start = wallClock(task.start_date);
    const finish = wallClock(task.end_date);
    return {
      id: String(task.id),
      correlativeId: index + 1,
      name: task.text,
      kind: task.type === 'project' ? 'summary' : task.type,
      parentId,
      order: position,
      duration: task.type === 'milestone' ? 0 : Math.max(0, minutesFromIso(finish) - minutesFromIso(start)),
      start,
      finish,
      ...planActivityDefaults(),
    };
  });
  const links: PlanLink[] = schedule.links.map((link) => ({
    id: String(link.id),
    predecessorId: String(link.source),
    successorId: String(link.target),
    type: LINK_TYPES[link.type],
    lag: Math.round((link.lag ?? 0) * 1440),
  }));
  const starts = activities.filter((a) => a.kind !== 'summary').map((a) => minutesFromIso(a.start));
  const model: PlanEngineSettings['model'] = {
    source: 'native',
    options: {
      scheduleFrom: 'start',
      projectStart: starts.length === 0 ? 0 : starts.reduce((min, value) => Math.min(min, value)),
      progressMode: 'retained-logic',
      totalFloatMode: 'finish',
      critical: { kind: 'float', threshold: 0 },
      lagCalendar: 'predecessor',
      defaultCalendarId: ALL_DAY.id,
      hoursPerDay: 24,
      hoursPerWeek: 168,
    },
    calendars: [ALL_DAY],
  };
  return { scheduleId: 'bench', version: 0, savedBy: null, savedAt: null, editing: { scope: 'all' }, dataDate: null, activities, links, engine: { minutesPerDay: 1440, model } };
}
