export * from './model';
export { WorkingCalendar } from './calendar/working-calendar';
export type { DayIntervals, DayIntervalSource } from './calendar/working-calendar';
export { compileCalendars, twentyFourHourCalendar, DEFAULT_SHIFTS } from './calendar/calendar-compiler';
export { dayFromIsoDate, dayOf, isoFromMinutes, minutesFromIso, weekdayOf, MINUTES_PER_DAY } from './calendar/civil-date';
export { exceptionDays } from './calendar/exception-days';
export { recurrenceWindow, toCalendarDef, toEngineException, toShifts } from './calendar/stored-calendar';
export type { RecurrenceWindow, StoredCalendar, StoredCalendarException, StoredShift } from './calendar/stored-calendar';
export { schedule, scheduleArrays } from './engine/schedule';
export { ActivityResults } from './engine/activity-results';
export { Scheduler } from './engine/scheduler';
export type { ActivityPatch, ScheduleRunSummary } from './engine/scheduler';
export { CycleError } from './engine/cycle-error';
export { DurationScenario, ScenarioError } from './engine/duration-scenario';
// The roll-up is a Last Planner rule: its one definition is in the lean package.
export { rollUpProgress } from '@tenon/lean';
export type { ProgressRollup, ProgressRollupEntry, WeightIssue, WeightingBasis as WeightBasis } from '@tenon/lean';
export { nativeActivity, nativeLink } from './native-rows';
export type { NativeActivityRow, NativeLinkRow } from './native-rows';
