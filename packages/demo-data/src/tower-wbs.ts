/**
 * The Tower A master plan as a planner would outline it: WBS summaries, tasks with durations in
 * working days, milestones, and logic (FS by default, some SS/FF with lags in working days).
 */
export type WbsLinkType = 'FS' | 'SS' | 'FF';

export interface WbsEntry {
  key: string;
  name: string;
  kind: 'summary' | 'task' | 'milestone';
  parent?: string;
  /** Working days; tasks only. */
  days?: number;
  /** [predecessor key, type, lag in working days] */
  after?: Array<[string, WbsLinkType, number]>;
}

const summary = (key: string, name: string, parent?: string): WbsEntry =>
  parent === undefined ? { key, name, kind: 'summary' } : { key, name, kind: 'summary', parent };
const task = (key: string, name: string, parent: string, days: number, after: WbsEntry['after'] = []): WbsEntry => ({
  key, name, kind: 'task', parent, days, after,
});
const milestone = (key: string, name: string, parent: string, after: WbsEntry['after']): WbsEntry => ({
  key, name, kind: 'milestone', parent, after,
});

const LEVELS = 8;

function structureLevels(): WbsEntry[] {
  const entries: WbsEntry[] = [];
  for (let level = 1; level <= LEVELS; level++) {
    const parent = `str-l${level}`;
    const below = level === 1 ? ['fnd-sog', 'FS', 0] as [string, WbsLinkType, number] : [`str-l${level - 1}-pour`, 'FS', 2] as [string, WbsLinkType, number];
    entries.push(
      summary(parent, `Level ${level}`, 'str'),
      task(`${parent}-cols`, `Columns and core walls, level ${level}`, parent, 5, [below]),
      task(`${parent}-form`, `Slab formwork and rebar, level ${level + 1} deck`, parent, 6, [[`${parent}-cols`, 'SS', 2]]),
      task(`${parent}-pour`, `Pour and cure slab, level ${level + 1} deck`, parent, 3, [[`${parent}-form`, 'FS', 0], [`${parent}-cols`, 'FS', 0]]),
    );
  }
  return entries;
}

export const TOWER_WBS: readonly WbsEntry[] = [
  summary('pre', 'Preconstruction and mobilization'),
  milestone('pre-ntp', 'Notice to proceed', 'pre', []),
  task('pre-mob', 'Site mobilization and fencing', 'pre', 5, [['pre-ntp', 'FS', 0]]),
  task('pre-temp', 'Temporary power, water and site offices', 'pre', 6, [['pre-mob', 'SS', 2]]),
  task('pre-survey', 'Survey and building layout', 'pre', 3, [['pre-mob', 'FS', 0]]),
  task('pre-crane', 'Tower crane foundation and erection', 'pre', 10, [['pre-survey', 'FS', 0]]),

  summary('site', 'Site work'),
  task('site-demo', 'Clearing and demolition of existing slab', 'site', 8, [['pre-survey', 'FS', 0]]),
  task('site-exc', 'Bulk excavation', 'site', 15, [['site-demo', 'FS', 0]]),
  task('site-shore', 'Shoring and tiebacks', 'site', 14, [['site-exc', 'SS', 3]]),
  task('site-dewater', 'Dewatering system', 'site', 5, [['site-exc', 'SS', 0]]),
  task('site-util', 'Underground utilities', 'site', 10, [['site-exc', 'FS', 0]]),
  task('site-drain', 'Underslab drainage', 'site', 6, [['site-util', 'SS', 4]]),

  summary('fnd', 'Foundations'),
  task('fnd-piles', 'Auger cast piles', 'fnd', 18, [['site-exc', 'FS', 0], ['pre-crane', 'FS', 0]]),
  task('fnd-caps', 'Pile caps and grade beams', 'fnd', 14, [['fnd-piles', 'SS', 6]]),
  task('fnd-pits', 'Elevator pits', 'fnd', 6, [['fnd-caps', 'SS', 4]]),
  task('fnd-walls', 'Foundation walls', 'fnd', 12, [['fnd-caps', 'FS', 0]]),
  task('fnd-wp', 'Below-grade waterproofing', 'fnd', 6, [['fnd-walls', 'FF', 3]]),
  task('fnd-backfill', 'Backfill and compaction', 'fnd', 5, [['fnd-wp', 'FS', 0]]),
  task('fnd-sog', 'Slab on grade', 'fnd', 8, [['fnd-backfill', 'FS', 0], ['site-drain', 'FS', 0]]),
  milestone('fnd-done', 'Foundations complete', 'fnd', [['fnd-sog', 'FS', 0], ['fnd-pits', 'FS', 0]]),

  summary('str', 'Structure'),
  ...structureLevels(),
  task('str-roof', 'Roof slab and mechanical penthouse', 'str', 10, [[`str-l${LEVELS}-pour`, 'FS', 2]]),
  milestone('str-topout', 'Structure topped out', 'str', [['str-roof', 'FS', 0]]),

  summary('env', 'Building envelope'),
  task('env-cw-low', 'Curtain wall, levels 1-4', 'env', 20, [['str-l4-pour', 'FS', 5]]),
  task('env-cw-high', 'Curtain wall, levels 5-8', 'env', 20, [['env-cw-low', 'FS', 0], ['str-l8-pour', 'FS', 5]]),
  task('env-roof', 'Roofing and roof drains', 'env', 10, [['str-roof', 'FS', 3]]),
  task('env-balc', 'Balcony railings and waterproofing', 'env', 15, [['env-cw-low', 'SS', 10]]),
  task('env-seal', 'Exterior sealants and flashing', 'env', 8, [['env-cw-high', 'FF', 3]]),
  milestone('env-dry', 'Building dried-in', 'env', [['env-roof', 'FS', 0], ['env-seal', 'FS', 0]]),

  summary('mep', 'MEP rough-in'),
  task('mep-plb-low', 'Plumbing rough-in, levels 1-4', 'mep', 20, [['str-l4-pour', 'FS', 3]]),
  task('mep-plb-high', 'Plumbing rough-in, levels 5-8', 'mep', 20, [['mep-plb-low', 'FS', 0], ['str-l8-pour', 'FS', 3]]),
  task('mep-hvac-low', 'HVAC ductwork, levels 1-4', 'mep', 18, [['mep-plb-low', 'SS', 5]]),
  task('mep-hvac-high', 'HVAC ductwork, levels 5-8', 'mep', 18, [['mep-hvac-low', 'FS', 0], ['mep-plb-high', 'SS', 5]]),
  task('mep-elec-low', 'Electrical rough-in, levels 1-4', 'mep', 20, [['mep-hvac-low', 'SS', 5]]),
  task('mep-elec-high', 'Electrical rough-in, levels 5-8', 'mep', 20, [['mep-elec-low', 'FS', 0], ['mep-hvac-high', 'SS', 5]]),
  task('mep-fp', 'Fire sprinkler mains and branches', 'mep', 25, [['mep-hvac-low', 'SS', 8]]),
  task('mep-elev', 'Elevator installation', 'mep', 30, [['str-topout', 'FS', 0]]),
  task('mep-equip', 'Rooftop mechanical equipment', 'mep', 8, [['env-roof', 'FS', 0]]),
  milestone('mep-insp', 'MEP rough-in inspections passed', 'mep', [['mep-elec-high', 'FS', 0], ['mep-fp', 'FS', 0], ['mep-plb-high', 'FS', 0]]),

  summary('fin', 'Interior finishes'),
  task('fin-frame-low', 'Interior framing, levels 1-4', 'fin', 15, [['mep-plb-low', 'SS', 5]]),
  task('fin-frame-high', 'Interior framing, levels 5-8', 'fin', 15, [['fin-frame-low', 'FS', 0]]),
  task('fin-board-low', 'Drywall board and tape, levels 1-4', 'fin', 18, [['fin-frame-low', 'FS', 0], ['mep-elec-low', 'FS', 0]]),
  task('fin-board-high', 'Drywall board and tape, levels 5-8', 'fin', 18, [['fin-board-low', 'FS', 0], ['mep-insp', 'FS', 0]]),
  task('fin-paint', 'Prime and paint', 'fin', 25, [['fin-board-low', 'SS', 10], ['fin-board-high', 'FF', 5]]),
  task('fin-cab', 'Kitchen cabinets and millwork', 'fin', 20, [['fin-paint', 'SS', 8]]),
  task('fin-floor', 'Flooring and tile', 'fin', 22, [['fin-paint', 'SS', 12]]),
  task('fin-doors', 'Doors, frames and hardware', 'fin', 12, [['fin-paint', 'FS', 0]]),
  task('fin-trim', 'MEP trim-out and fixtures', 'fin', 15, [['fin-cab', 'FS', 0], ['env-dry', 'FS', 0]]),
  task('fin-appl', 'Appliances', 'fin', 6, [['fin-cab', 'FS', 0], ['fin-floor', 'FS', 0]]),
  task('fin-lobby', 'Lobby and amenity finishes', 'fin', 20, [['fin-paint', 'SS', 10]]),

  summary('close', 'Commissioning and closeout'),
  task('close-tab', 'Testing, adjusting and balancing', 'close', 10, [['fin-trim', 'FS', 0], ['mep-equip', 'FS', 0]]),
  task('close-fire', 'Fire alarm acceptance test', 'close', 3, [['close-tab', 'SS', 5]]),
  task('close-elev', 'Elevator inspection', 'close', 2, [['mep-elev', 'FS', 0]]),
  task('close-punch', 'Punch list and corrections', 'close', 15, [['fin-appl', 'FS', 0], ['fin-doors', 'FS', 0], ['fin-lobby', 'FS', 0]]),
  task('close-clean', 'Final cleaning', 'close', 5, [['close-punch', 'FF', 0]]),
  milestone('close-co', 'Certificate of occupancy', 'close', [['close-fire', 'FS', 0], ['close-elev', 'FS', 0], ['close-clean', 'FS', 0]]),
  milestone('close-sc', 'Substantial completion', 'close', [['close-co', 'FS', 0], ['close-tab', 'FS', 0]]),
];
