import { ACTIVITY_COST_MAX, ACTIVITY_NAME_MAX, PLAN_NUMBER_MAX, SUBMITTAL_DAYS_MAX, type ActivitySubmittal, type ActivityPriority, type ConstraintType, type PlanActivity } from '@tenon/contracts';
import { progressProblems, progressWithActuals, type ProgressEntry } from '@tenon/lean';

/** The task form's fields as typed: duration in working days, the constraint date as a calendar day. */
export interface ActivityFormValues {
  name: string;
  milestone: boolean;
  durationDays: string;
  constraintType: ConstraintType;
  constraintDay: string;
  calendarId: string | null;
  progress: string;
  /** `YYYY-MM-DDTHH:mm` as a datetime-local field gives it; empty for none. */
  actualStart: string;
  actualFinish: string;
  hasCustomPonderator: boolean;
  ponderator: string;
  /** Budgeted cost and man-hours as typed; empty for none. */
  cost: string;
  hhWorkTime: string;
  /** The submittal's times in calendar days as typed, and the required-on-site day (empty: the activity's start). */
  hasSubmittal: boolean;
  leadTimeDays: string;
  designReviewDays: string;
  internalReviewDays: string;
  requiredOnSite: string;
  priority: ActivityPriority;
  subcontractId: string | null;
  tags: string[];
  responsibleIds: string[];
  description: string;
}

export type ActivityPatch = Partial<Omit<PlanActivity, 'id' | 'correlativeId' | 'parentId' | 'order' | 'start' | 'finish'>>;

/** Message keys of the spec per field, for the form to show beside each. */
export type FormErrors = Partial<Record<keyof ActivityFormValues, string>>;

const FINISH_CONSTRAINTS: readonly ConstraintType[] = ['mfo', 'fnet', 'fnlt'];
export const DATED_CONSTRAINTS: readonly ConstraintType[] = ['snet', 'snlt', 'mso', 'mfo', 'fnet', 'fnlt'];

export function formValuesOf(activity: PlanActivity, scheduled: { start: string; finish: string }, minutesPerDay: number): ActivityFormValues {
  return {
    name: activity.name,
    milestone: activity.kind === 'milestone',
    durationDays: String(Math.round((activity.duration / minutesPerDay) * 100) / 100),
    constraintType: activity.constraintType,
    constraintDay: (activity.constraintDate ?? (FINISH_CONSTRAINTS.includes(activity.constraintType) ? scheduled.finish : scheduled.start)).slice(0, 10),
    calendarId: activity.calendarId,
    progress: String(activity.progress),
    actualStart: activity.actualStart ?? '',
    actualFinish: activity.actualFinish ?? '',
    hasCustomPonderator: activity.hasCustomPonderator ?? false,
    ponderator: activity.ponderator === null || activity.ponderator === undefined ? '' : String(activity.ponderator),
    cost: activity.cost === null || activity.cost === undefined ? '' : String(activity.cost),
    hhWorkTime: activity.hhWorkTime === null || activity.hhWorkTime === undefined ? '' : String(activity.hhWorkTime),
    ...submittalValuesOf(activity.submittal ?? null),
    priority: activity.priority,
    subcontractId: activity.subcontractId,
    tags: [...activity.tags],
    responsibleIds: [...activity.responsibleIds],
    description: activity.description,
  };
}

const number = (text: string) => Number(text.trim().replace(',', '.'));

function submittalValuesOf(submittal: ActivitySubmittal | null): Pick<ActivityFormValues, 'hasSubmittal' | 'leadTimeDays' | 'designReviewDays' | 'internalReviewDays' | 'requiredOnSite'> {
  return {
    hasSubmittal: submittal !== null,
    leadTimeDays: submittal === null ? '' : String(submittal.leadTimeDays),
    designReviewDays: submittal === null ? '' : String(submittal.designReviewDays),
    internalReviewDays: submittal === null ? '' : String(submittal.internalReviewDays),
    requiredOnSite: submittal?.requiredOnSite ?? '',
  };
}

/** A submittal's day count as typed: a whole number from 0 (empty reads as 0) to SUBMITTAL_DAYS_MAX, else undefined. */
function submittalDays(text: string): number | undefined {
  if (text.trim() === '') return 0;
  const value = number(text);
  return Number.isInteger(value) && value >= 0 && value <= SUBMITTAL_DAYS_MAX ? value : undefined;
}

/** The form's submittal, checked: null when the activity needs none; its errors are set on the fields they concern. */
export function submittalOfValues(values: ActivityFormValues, errors: FormErrors): ActivitySubmittal | null {
  if (!values.hasSubmittal) return null;
  const leadTimeDays = submittalDays(values.leadTimeDays);
  const designReviewDays = submittalDays(values.designReviewDays);
  const internalReviewDays = submittalDays(values.internalReviewDays);
  if (leadTimeDays === undefined) errors.leadTimeDays = 'submittal_days_invalid';
  if (designReviewDays === undefined) errors.designReviewDays = 'submittal_days_invalid';
  if (internalReviewDays === undefined) errors.internalReviewDays = 'submittal_days_invalid';
  const onSite = values.requiredOnSite.trim();
  if (onSite !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(onSite)) errors.requiredOnSite = 'submittal_date_invalid';
  return { leadTimeDays: leadTimeDays ?? 0, designReviewDays: designReviewDays ?? 0, internalReviewDays: internalReviewDays ?? 0, requiredOnSite: onSite === '' ? null : onSite };
}

/** An amount typed or left empty (null); undefined when it is not a number from 0 to `max`. */
function optionalAmount(text: string, max: number): number | null | undefined {
  if (text.trim() === '') return null;
  const value = number(text);
  return Number.isFinite(value) && value >= 0 && value <= max ? value : undefined;
}

/**
 * The form checked as the save would check it, and turned into an edit of the activity. A constrained date keeps
 * the time of day of the activity's start (start constraints) or finish (finish constraints), so it lands inside
 * working time as MS Project's default start and finish times do.
 */
export function activityPatch(
  values: ActivityFormValues,
  activity: PlanActivity,
  scheduled: { start: string; finish: string },
  minutesPerDay: number,
  dataDate: string | null = null,
): { patch: ActivityPatch } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'name_required';
  else if (name.length > ACTIVITY_NAME_MAX) errors.name = 'name_too_long';
  const days = number(values.durationDays);
  const summary = activity.kind === 'summary';
  if (!summary && !values.milestone && (!Number.isFinite(days) || days <= 0 || days > PLAN_NUMBER_MAX)) errors.durationDays = 'duration_invalid';
  const progress = summary ? activity.progress : number(values.progress);
  const entry = summary ? null : progressEntry(values, progress, activity, dataDate, errors);
  const weight = number(values.ponderator);
  if (values.hasCustomPonderator && (values.ponderator.trim() === '' || !Number.isFinite(weight) || weight < 0 || weight > 100)) errors.ponderator = 'weight_invalid';
  const cost = optionalAmount(values.cost, ACTIVITY_COST_MAX);
  if (cost === undefined) errors.cost = 'cost_invalid';
  const hours = optionalAmount(values.hhWorkTime, PLAN_NUMBER_MAX);
  if (hours === undefined) errors.hhWorkTime = 'hh_invalid';
  const dated = DATED_CONSTRAINTS.includes(values.constraintType);
  if (dated && !/^\d{4}-\d{2}-\d{2}$/.test(values.constraintDay)) errors.constraintDay = 'constraint_date_required';
  if (values.description.length > 5000) errors.description = 'description_too_long';
  const submittal = summary ? null : submittalOfValues(values, errors);
  if (Object.keys(errors).length > 0) return { errors };

  const time = (FINISH_CONSTRAINTS.includes(values.constraintType) ? scheduled.finish : scheduled.start).slice(10, 16) || 'T00:00';
  const patch: ActivityPatch = {
    name,
    constraintType: values.constraintType,
    constraintDate: dated ? `${values.constraintDay}${time}` : null,
    calendarId: values.calendarId,
    ...(entry ?? {}),
    hasCustomPonderator: values.hasCustomPonderator,
    ponderator: values.hasCustomPonderator ? weight : (activity.ponderator ?? null),
    ...(summary ? {} : { cost: cost ?? null, hhWorkTime: hours ?? null, submittal }),
    priority: values.priority,
    subcontractId: values.subcontractId,
    tags: values.tags,
    responsibleIds: values.responsibleIds,
    description: values.description,
  };
  if (!summary) {
    patch.kind = values.milestone ? 'milestone' : 'task';
    patch.duration = values.milestone ? 0 : Math.max(1, Math.round(days * minutesPerDay));
  }
  return { patch };
}

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * Progress and actual dates as typed: left without dates, a percentage brings the dates it implies (as in the grid);
 * typed dates are kept as typed and must hold together (the lean package's rules, each on the field it concerns).
 */
function progressEntry(values: ActivityFormValues, progress: number, activity: PlanActivity, dataDate: string | null, errors: FormErrors): ProgressEntry | null {
  if (values.progress.trim() === '' || !Number.isFinite(progress) || progress < 0 || progress > 100) {
    errors.progress = 'progress_invalid';
    return null;
  }
  const start = values.actualStart.trim();
  const finish = values.actualFinish.trim();
  if (start !== '' && !WALL_CLOCK.test(start)) errors.actualStart = 'date_invalid';
  if (finish !== '' && !WALL_CLOCK.test(finish)) errors.actualFinish = 'date_invalid';
  if (errors.actualStart !== undefined || errors.actualFinish !== undefined) return null;
  const entry: ProgressEntry =
    start === '' && finish === ''
      ? progressWithActuals(progress, { actualStart: null, actualFinish: null }, { start: activity.start, finish: activity.finish }, dataDate)
      : { progress, actualStart: start === '' ? null : start, actualFinish: finish === '' ? null : finish };
  for (const problem of progressProblems(entry, dataDate)) errors[problem.field] ??= `progress_${problem.code}`;
  return entry;
}
