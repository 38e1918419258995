/**
 * The engine's schedule model. Readers (MSPDI, XER, P6 XML, the masterplan service) produce it;
 * the engine consumes it. Times are wall-clock minutes since 1970-01-01T00:00 with no time zone:
 * a construction schedule's "08:00" is the same 08:00 wherever it is opened.
 */

/** Wall-clock minutes since 1970-01-01T00:00 (no time zone). */
export type Minutes = number;

/** Finish-start, start-start, finish-finish, start-finish. The spec stores them as codes 0-3 in this order. */
export type LinkType = 'FS' | 'SS' | 'FF' | 'SF';

export type ConstraintType = 'asap' | 'alap' | 'snet' | 'snlt' | 'mso' | 'mfo' | 'fnet' | 'fnlt';

export interface Constraint {
  type: ConstraintType;
  /** Required for every type but asap and alap. */
  date?: Minutes;
  /** P6 mandatory start/finish: the date holds even against logic (MS Project's "honor constraint dates"). */
  mandatory?: boolean;
}

/** One working period of a day, in minutes from midnight. `to <= from` means the shift crosses midnight. */
export interface Shift {
  from: number;
  to: number;
}

/** A weekday's working time; `null` inherits from the base calendar. */
export type WeekDayHours = { working: boolean; shifts: Shift[] } | null;

export type Recurrence =
  | { kind: 'daily'; every: number }
  /** daysOfWeek: 0 = Sunday ... 6 = Saturday */
  | { kind: 'weekly'; every: number; daysOfWeek: number[] }
  | { kind: 'monthlyByDay'; every: number; day: number }
  /** position 1..4, or 5 for "last" */
  | { kind: 'monthlyByPosition'; every: number; position: number; dayOfWeek: number }
  /** month 1..12 */
  | { kind: 'yearlyByDay'; month: number; day: number }
  | { kind: 'yearlyByPosition'; month: number; position: number; dayOfWeek: number };

export interface CalendarException {
  name?: string;
  /** First and last day the exception covers (or may recur within), as YYYY-MM-DD. */
  fromDate: string;
  toDate: string;
  /** false = holiday; true = working with `shifts` (or the default working hours when shifts is empty). */
  working: boolean;
  shifts: Shift[];
  recurrence?: Recurrence;
  /** With a recurrence: stop after this many occurrences (otherwise at toDate). */
  occurrences?: number;
}

export interface CalendarDef {
  id: string;
  name: string;
  /** Derived calendars (MS Project resource/task calendars, P6 inheritance) fall back to their base. */
  baseCalendarId?: string;
  /** Sunday first, seven entries. */
  week: WeekDayHours[];
  exceptions: CalendarException[];
  /** Conversions of "days" and "weeks" for lags and display; engine arithmetic is in working minutes. */
  hoursPerDay?: number;
  hoursPerWeek?: number;
  /**
   * Working time made of other calendars instead of `week`/`exceptions`: their union (an MS Project task
   * worked by several resources, each on its own calendar) or their intersection (a task calendar combined
   * with a resource calendar).
   */
  combine?: { mode: 'union' | 'intersection'; calendarIds: string[] };
}

/** Which calendar a link's lag is counted on (P6 schedule option; MS Project uses the successor's). */
export type LagCalendar = 'predecessor' | 'successor' | 'project-default' | '24h';

export interface Lag {
  /** Working minutes, elapsed minutes, or percent of the predecessor's duration (negative = lead). */
  value: number;
  unit: 'working-minutes' | 'elapsed-minutes' | 'percent';
}

export interface Link {
  id?: string;
  predecessorId: string;
  successorId: string;
  type: LinkType;
  lag: Lag;
  /** Overrides the schedule-wide lag calendar for this link. */
  lagCalendar?: LagCalendar;
}

export interface Progress {
  actualStart?: Minutes;
  actualFinish?: Minutes;
  /** 0..100 */
  percentComplete?: number;
  /** Working minutes still to go; when absent it is derived from duration and percent. */
  remainingDuration?: number;
  /** Date of the last progress (MS Project "stop"/"resume"), if the file gives it. */
  resume?: Minutes;
}

/** What the saving tool computed itself, kept beside the parsed model for comparison. */
export interface StoredDates {
  start?: Minutes;
  finish?: Minutes;
  earlyStart?: Minutes;
  earlyFinish?: Minutes;
  lateStart?: Minutes;
  lateFinish?: Minutes;
  /** Working minutes on the activity's calendar. */
  totalFloat?: number;
  freeFloat?: number;
  critical?: boolean;
}

/**
 * A saved baseline of one activity. Number 0 is the active baseline (MS Project "Baseline", P6's project baseline);
 * 1..10 are MS Project's Baseline1..Baseline10.
 */
/** MS Project keeps "Baseline" (0) and Baseline1..Baseline10; P6's baseline projects are numbered into the same places. */
export const MAX_BASELINE_NUMBER = 10;

export interface ActivityBaseline {
  number: number;
  start: Minutes;
  finish: Minutes;
  /** Working minutes. */
  duration: number;
}

export type ActivityKind = 'task' | 'milestone' | 'summary';

/** A P6 activity code or MS Project outline code on an activity: its type's name and the value's short name. */
export interface ActivityCode {
  type: string;
  value: string;
}

export type ResourceKind = 'labor' | 'nonlabor' | 'material';

/** A resource the file lists (P6 RSRC / `<Resource>`, MS Project `<Resource>`). */
export interface ResourceDef {
  id: string;
  name: string;
  kind: ResourceKind;
  /** P6 resource ID, MS Project initials. */
  shortName?: string;
  /** A material's unit of measure (MS Project's material label, P6's unit of measure), e.g. "m3", "ton". */
  unitLabel?: string;
}

/** A resource's work on one activity. */
export interface ResourceAssignment {
  resourceId: string;
  /** Units per hour (P6) or the share of full time (MS Project: 1 = 100 %). */
  units?: number;
  /** Planned quantity: hours of work for labor, the resource's own unit otherwise. */
  plannedQuantity?: number;
}

export interface Activity {
  id: string;
  name: string;
  kind: ActivityKind;
  /** WBS parent: a summary activity id. */
  parentId?: string;
  /** Order in the outline (for display and roll-up ordering). */
  order?: number;
  outlineLevel?: number;
  /** Original duration in working minutes; a milestone's is 0; a summary's is derived. */
  duration: number;
  /** Defaults to the schedule's default calendar. */
  calendarId?: string;
  constraint?: Constraint;
  /** P6 secondary constraint (cstr_type2). */
  secondaryConstraint?: Constraint;
  deadline?: Minutes;
  progress?: Progress;
  /** MS Project manually scheduled tasks keep their typed dates; the engine does not move them. */
  manual?: boolean;
  /** MS Project recurring task parents: listed but not compared. */
  recurring?: boolean;
  /** P6 level-of-effort activity: its dates span from its predecessors to its successors. */
  levelOfEffort?: boolean;
  /** P6 finish milestone: sits at the end of the working period before it, not at the start of the next. */
  finishMilestone?: boolean;
  /** Weights for progress roll-up (spec part 3 section 5). */
  cost?: number;
  hours?: number;
  stored?: StoredDates;
  codes?: ActivityCode[];
  assignments?: ResourceAssignment[];
  /** Baselines the activity has, at most one per number. */
  baselines?: ActivityBaseline[];
}

export interface ScheduleOptions {
  /** Forward scheduling from projectStart, or backward from projectFinish. */
  scheduleFrom: 'start' | 'finish';
  projectStart: Minutes;
  projectFinish?: Minutes;
  /** Status (data) date: unfinished work is not scheduled before it. */
  statusDate?: Minutes;
  /** How out-of-sequence progress is treated (P6 terms). */
  progressMode: 'retained-logic' | 'progress-override';
  /** Total float measured on finish dates, start dates, or the smaller of the two (P6). */
  totalFloatMode: 'finish' | 'start' | 'smallest';
  /** Critical when total float <= threshold (working minutes), or when on the longest path. */
  critical: { kind: 'float'; threshold: number } | { kind: 'longest-path' };
  lagCalendar: LagCalendar;
  defaultCalendarId: string;
  hoursPerDay: number;
  hoursPerWeek: number;
  /** P6 "must finish by": late dates are computed back from it when given. */
  mustFinishBy?: Minutes;
  /** P6 "calculate start-to-start lag from": early start (true) or actual start (false, P6's default). */
  startToStartLagFromEarlyStart?: boolean;
  /**
   * MS Project: a start constraint (start no earlier than, must start on) puts a task on its date even
   * before the project start. P6 starts no activity before the project start or data date (default false).
   */
  startConstraintsPrecedeProjectStart?: boolean;
}

export interface ScheduleModel {
  name?: string;
  source: 'mspdi' | 'xer' | 'p6xml' | 'native';
  options: ScheduleOptions;
  calendars: CalendarDef[];
  activities: Activity[];
  links: Link[];
  /** The resources the activities' assignments name. */
  resources?: ResourceDef[];
}

export interface ActivityResult {
  id: string;
  earlyStart: Minutes;
  earlyFinish: Minutes;
  lateStart: Minutes;
  lateFinish: Minutes;
  /** Working minutes on the activity's calendar. */
  totalFloat: number;
  freeFloat: number;
  critical: boolean;
  /** The predecessor(s) whose link sets this activity's early start. */
  drivingPredecessorIds: string[];
}

/**
 * The computed values of every activity as flat arrays; index = position of the activity in the model.
 * A summary's late dates are those of the summary itself (its children's span as the links allow).
 */
export interface ScheduleArrays {
  ids: readonly string[];
  earlyStart: Float64Array;
  earlyFinish: Float64Array;
  lateStart: Float64Array;
  lateFinish: Float64Array;
  totalFloat: Float64Array;
  freeFloat: Float64Array;
  /** 1 = critical. */
  critical: Uint8Array;
  /** Relationship free float per link, in the model's link order: zero or less means the link drives. */
  linkFloat: Float64Array;
  projectStart: Minutes;
  projectFinish: Minutes;
}

export interface ScheduleResult {
  /** By activity id; the engine's own results build each ActivityResult when it is read. */
  activities: ReadonlyMap<string, ActivityResult>;
  projectStart: Minutes;
  projectFinish: Minutes;
}
