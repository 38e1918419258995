import type { CalendarDef } from '../model';

/** A calendar made of others (the engine resolves `combine`); one per distinct combination. */
function combined(mode: 'union' | 'intersection', calendarIds: string[], calendars: CalendarDef[]): string {
  const ids = [...new Set(calendarIds)].sort();
  const id = `${mode}:${ids.join('+')}`;
  if (!calendars.some((c) => c.id === id)) {
    const names = ids.map((member) => calendars.find((c) => c.id === member)?.name ?? member);
    calendars.push({
      id,
      name: names.join(mode === 'union' ? ' or ' : ' and '),
      week: [null, null, null, null, null, null, null],
      exceptions: [],
      combine: { mode, calendarIds: ids },
    });
  }
  return id;
}

/**
 * The working time MS Project gives a task with resources: each assignment works when its resource works
 * (and, with a task calendar, when that calendar works too); the task works when any assignment does.
 * Adds the combined calendars it needs to `calendars` and returns the id to use.
 */
export function resourceDrivenCalendar(
  taskCalendarId: string | undefined,
  resourceCalendarIds: string[],
  calendars: CalendarDef[],
): string | undefined {
  const resources = [...new Set(resourceCalendarIds)];
  if (resources.length === 0) return taskCalendarId;
  const perAssignment = resources.map((resource) =>
    taskCalendarId === undefined || taskCalendarId === resource ? resource : combined('intersection', [taskCalendarId, resource], calendars),
  );
  const distinct = [...new Set(perAssignment)];
  return distinct.length === 1 ? distinct[0] : combined('union', distinct, calendars);
}
