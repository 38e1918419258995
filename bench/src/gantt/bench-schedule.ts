/** A construction-like schedule in the bench format: WBS of 4 levels, about 1.3 links per activity of all four types. */
export interface BenchTask {
  id: number;
  text: string;
  start_date: string;
  end_date: string;
  parent: number;
  type: 'project' | 'milestone' | 'task';
  open: boolean;
}
export interface BenchLink {
  id: number;
  source: number;
  target: number;
  type: '0' | '1' | '2' | '3';
  lag: number;
}

const DAY = 86_400_000;
const date = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

/** Deterministic (seeded) so every run and every compared Gantt loads the same schedule. */
export function benchSchedule(activities: number, seed = 7): { tasks: BenchTask[]; links: BenchLink[] } {
  let state = seed;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  const tasks: BenchTask[] = [];
  const leaves: BenchTask[] = [];
  const start = Date.UTC(2027, 2, 1, 8);
  let id = 0;
  // Levels: phases > areas > systems > activities, sized so the leaves make up the count.
  const perSystem = 10;
  const systems = Math.max(1, Math.ceil(activities / (perSystem + 1) / 1.15));
  // A real project of this size spans one to five years: activities spread evenly over that span.
  const spanDays = 400 + activities / 40;
  let day = 0;
  while (tasks.length < activities) {
    const phase = { id: ++id, text: `Phase ${id}`, start_date: '', end_date: '', parent: 0, type: 'project' as const, open: true };
    tasks.push(phase);
    for (let a = 0; a < 5 && tasks.length < activities; a++) {
      const area = { id: ++id, text: `Area ${a + 1}`, start_date: '', end_date: '', parent: phase.id, type: 'project' as const, open: true };
      tasks.push(area);
      for (let s = 0; s < Math.ceil(systems / 25) && tasks.length < activities; s++) {
        const system = { id: ++id, text: `System ${s + 1}`, start_date: '', end_date: '', parent: area.id, type: 'project' as const, open: true };
        tasks.push(system);
        for (let k = 0; k < perSystem && tasks.length < activities; k++) {
          const milestone = k === perSystem - 1;
          const length = milestone ? 0 : 1 + Math.floor(random() * 10);
          const begin = start + (Math.floor(day) + Math.floor(random() * 3)) * DAY;
          const leaf = { id: ++id, text: milestone ? `System ${s + 1} ready` : `Activity ${id}`, start_date: date(begin), end_date: date(begin + length * DAY), parent: system.id, type: milestone ? ('milestone' as const) : ('task' as const), open: true };
          tasks.push(leaf);
          leaves.push(leaf);
          day = (tasks.length / activities) * spanDays;
        }
      }
    }
  }
  // Summaries span their children, as a Gantt would show them.
  const byId = new Map(tasks.map((task) => [task.id, task]));
  for (const task of [...tasks].reverse()) {
    if (task.type === 'project' || task.parent === 0) continue;
    let parent = byId.get(task.parent);
    while (parent !== undefined) {
      if (parent.start_date === '' || task.start_date < parent.start_date) parent.start_date = task.start_date;
      if (parent.end_date === '' || task.end_date > parent.end_date) parent.end_date = task.end_date;
      parent = byId.get(parent.parent);
    }
  }
  for (const task of tasks) if (task.start_date === '') Object.assign(task, { start_date: date(start), end_date: date(start + DAY) });
  const links: BenchLink[] = [];
  const types = ['0', '0', '0', '1', '2', '3'] as const;
  for (let index = 1; index < leaves.length && links.length < Math.round(leaves.length * 1.3); index++) {
    links.push({ id: links.length + 1, source: leaves[index - 1]!.id, target: leaves[index]!.id, type: types[Math.floor(random() * types.length)]!, lag: 0 });
    if (random() < 0.3 && index > 5) links.push({ id: links.length + 1, source: leaves[index - 5]!.id, target: leaves[index]!.id, type: '0', lag: Math.floor(random() * 3) });
  }
  return { tasks, links };
}
