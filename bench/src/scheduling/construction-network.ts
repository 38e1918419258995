import type { Activity, CalendarDef, Link, LinkType, ScheduleModel, Shift } from '@tenon/scheduling';
import { minutesFromIso } from '@tenon/scheduling';
import { seededRandom } from '@tenon/scheduling/corpus';

const DAY = 480;
/** Chances of a link from the same trade one floor below and of a second link within the floor: ~1.3 links per activity. */
const BELOW_LINK = 0.48;
const EXTRA_LINK = 0.19;
const office: Shift[] = [
  { from: 7 * 60, to: 12 * 60 },
  { from: 13 * 60, to: 16 * 60 },
];

function holidays(): CalendarDef['exceptions'] {
  return [
    { name: 'New Year', fromDate: '2025-01-01', toDate: '2040-01-01', working: false, shifts: [], recurrence: { kind: 'yearlyByDay', month: 1, day: 1 } },
    { name: 'Labour Day', fromDate: '2025-05-01', toDate: '2040-05-01', working: false, shifts: [], recurrence: { kind: 'yearlyByDay', month: 5, day: 1 } },
    { name: 'Christmas', fromDate: '2025-12-25', toDate: '2040-12-25', working: false, shifts: [], recurrence: { kind: 'yearlyByDay', month: 12, day: 25 } },
    { name: 'Site shutdown', fromDate: '2026-08-03', toDate: '2026-08-14', working: false, shifts: [] },
  ];
}

function calendars(): CalendarDef[] {
  const weekday = (working: boolean, shifts: Shift[]) => ({ working, shifts: working ? shifts : [] });
  return [
    { id: 'five-day', name: 'Five days', week: [0, 1, 2, 3, 4, 5, 6].map((d) => weekday(d >= 1 && d <= 5, office)), exceptions: holidays(), hoursPerDay: 8 },
    { id: 'six-day', name: 'Six days', week: [0, 1, 2, 3, 4, 5, 6].map((d) => weekday(d >= 1, office)), exceptions: holidays(), hoursPerDay: 8 },
    {
      id: 'night',
      name: 'Night shift',
      week: [0, 1, 2, 3, 4, 5, 6].map((d) => weekday(d >= 1 && d <= 5, [{ from: 22 * 60, to: 6 * 60 }])),
      exceptions: holidays(),
      hoursPerDay: 8,
    },
  ];
}

/**
 * A construction-like schedule of about `size` activities: a WBS of 3-4 levels (zones, buildings,
 * floors, sometimes trade packages), ~5% milestones, ~1.3 links per activity, 15% SS/FF and a few SF,
 * lags of 0-5 days, three calendars with holidays. Zones run in parallel between a notice-to-proceed
 * and a handover milestone; within a building each floor's trades follow each other and the same
 * trade on the floor below.
 */
export function constructionNetwork(size: number, seed = 42): ScheduleModel {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const activities: Activity[] = [];
  const links: Link[] = [];
  const add = (activity: Activity): string => {
    activities.push(activity);
    return activity.id;
  };
  const summary = (name: string, parentId?: string): string =>
    add({ id: `S${activities.length}`, name, kind: 'summary', duration: 0, ...(parentId ? { parentId } : {}) });
  const link = (predecessorId: string, successorId: string) => {
    const roll = random();
    const type: LinkType = roll < 0.82 ? 'FS' : roll < 0.9 ? 'SS' : roll < 0.97 ? 'FF' : 'SF';
    const lagDays = random() < 0.6 ? 0 : Math.floor(random() * 6);
    links.push({ predecessorId, successorId, type, lag: { value: lagDays * DAY, unit: 'working-minutes' } });
  };
  const calendarIds = ['five-day', 'five-day', 'five-day', 'six-day', 'night'];
  const project = summary('Project');
  const start = add({ id: 'NTP', name: 'Notice to proceed', kind: 'milestone', duration: 0, parentId: project });
  const zoneEnds: string[] = [];
  while (activities.length < size - 1) {
    const zone = summary(`Zone ${zoneEnds.length + 1}`, project);
    let zoneLast = start;
    for (let building = 0; building < 4 && activities.length < size - 1; building++) {
      const buildingId = summary(`Building ${building + 1}`, zone);
      let below: string[] = [];
      let previous = start;
      for (let floor = 0; floor < 6 && activities.length < size - 1; floor++) {
        let parent = summary(`Floor ${floor + 1}`, buildingId);
        if (random() < 0.4) parent = summary('Trade package', parent);
        const count = 8 + Math.floor(random() * 10);
        const trades: string[] = [];
        for (let k = 0; k < count && activities.length < size - 1; k++) {
          const milestone = random() < 0.055;
          const id = add({
            id: `A${activities.length}`,
            name: milestone ? 'Inspection' : `Trade ${k + 1}`,
            kind: milestone ? 'milestone' : 'task',
            parentId: parent,
            duration: milestone ? 0 : DAY * (1 + Math.floor(random() * 10)),
            calendarId: pick(calendarIds),
          });
          // The floor's sequence, the same trade one floor below, now and then a second predecessor.
          link(k === 0 ? previous : trades[k - 1]!, id);
          if (below[k] !== undefined && random() < BELOW_LINK) link(below[k]!, id);
          if (k > 2 && random() < EXTRA_LINK) link(trades[Math.floor(random() * (k - 1))]!, id);
          trades.push(id);
        }
        previous = trades[0] ?? previous;
        below = trades;
        zoneLast = trades[trades.length - 1] ?? zoneLast;
      }
    }
    zoneEnds.push(zoneLast);
  }
  const handover = add({ id: 'HANDOVER', name: 'Handover', kind: 'milestone', duration: 0, parentId: project });
  for (const end of zoneEnds) links.push({ predecessorId: end, successorId: handover, type: 'FS', lag: { value: 0, unit: 'working-minutes' } });
  return {
    name: `construction ${size}`,
    source: 'native',
    options: {
      scheduleFrom: 'start',
      projectStart: minutesFromIso('2026-01-05T07:00'),
      progressMode: 'retained-logic',
      totalFloatMode: 'finish',
      critical: { kind: 'float', threshold: 0 },
      lagCalendar: 'predecessor',
      defaultCalendarId: 'five-day',
      hoursPerDay: 8,
      hoursPerWeek: 40,
    },
    calendars: calendars(),
    activities,
    links,
  };
}
