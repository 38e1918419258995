import { randomBytes } from 'node:crypto';
import { planActivityDefaults } from '@tenon/contracts';
import { benchSchedule } from './bench-schedule';

const MINUTES_PER_DAY = 480;
const LINK_TYPES = { '0': 'FS', '1': 'SS', '2': 'FF', '3': 'SF' } as const;

const objectId = (): string => randomBytes(12).toString('hex');
const planDate = (benchDate: string) => benchDate.replace(' ', 'T');

/** The bench schedule as the plan the Gantt saves: ids, IDs, outline, durations in working minutes, links. */
export function benchPlan(size: number) {
  const { tasks, links } = benchSchedule(size);
  const ids = new Map(tasks.map((task) => [task.id, objectId()]));
  const order = new Map<number, number>();
  const activities = tasks.map((task, index) => {
    const siblings = order.get(task.parent) ?? 0;
    order.set(task.parent, siblings + 1);
    const days = Math.max(0, Math.round((Date.parse(`${task.end_date}Z`) - Date.parse(`${task.start_date}Z`)) / 86_400_000));
    return {
      ...planActivityDefaults(),
      id: ids.get(task.id)!,
      correlativeId: index + 1,
      name: task.text,
      kind: task.type === 'project' ? 'summary' : task.type,
      parentId: task.parent === 0 ? null : ids.get(task.parent)!,
      order: siblings,
      duration: task.type === 'milestone' ? 0 : Math.max(1, days) * MINUTES_PER_DAY,
      start: planDate(task.start_date),
      finish: planDate(task.end_date),
    };
  });
  const planLinks = links.map((link) => ({ id: objectId(), predecessorId: ids.get(link.source)!, successorId: ids.get(link.target)!, type: LINK_TYPES[link.type], lag: link.lag * MINUTES_PER_DAY }));
  return { activities, links: planLinks };
}
