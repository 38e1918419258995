import { dateOfDayNumber, strictDayNumber } from './civil-days';

/** What a planner types for an activity's submittal (spec part 2, §3 Submittal), in calendar days. */
export interface SubmittalTimes {
  /** From approval to the material on site: fabrication and delivery. */
  leadTimeDays: number;
  /** The design team's review of the submittal. */
  designReviewDays: number;
  /** The contractor's own review before it goes to the design team. */
  internalReviewDays: number;
  /** The day it must be on site (YYYY-MM-DD); null: the day the activity starts. */
  requiredOnSite: string | null;
}

export interface SubmittalDates {
  requiredOnSite: string;
  /** The design team must approve by this day for the lead time to fit (spec 'approvalDatePlanned'). */
  approvalBy: string;
  /** The subcontractor must hand the submittal in by this day (spec 'startDatePlanned'). */
  submitBy: string;
  /** Days left before the submit-by day, counted from `today` (negative: late). */
  daysToSubmit: number;
}

/**
 * Back-scheduled from the day the material must be on site, as submittal registers do: approval by is the lead time
 * before it, submit by the two reviews before that. Calendar days: suppliers and design teams quote lead times so.
 */
export function submittalDates(times: SubmittalTimes, activityStart: string, today: string): SubmittalDates {
  const onSite = strictDayNumber(times.requiredOnSite ?? activityStart.slice(0, 10));
  const approval = onSite - times.leadTimeDays;
  const submit = approval - times.designReviewDays - times.internalReviewDays;
  return {
    requiredOnSite: dateOfDayNumber(onSite),
    approvalBy: dateOfDayNumber(approval),
    submitBy: dateOfDayNumber(submit),
    daysToSubmit: submit - strictDayNumber(today.slice(0, 10)),
  };
}
