/** How a task leaves its activity's dates (spec part 3, 4): the front ends show start_unfit, end_unfit or both_unfit. */
export type UnfitType = 'start' | 'end' | 'both';

interface Dated {
  /** Wall-clock ISO dates (YYYY-MM-DD or YYYY-MM-DDTHH:mm), which compare as text. */
  start: string;
  finish: string;
}

/** 'start' when the task starts before its activity, 'end' when it ends after it, 'both' for both, null when it fits. */
export function unfitType(task: Dated, activity: Dated): UnfitType | null {
  const early = task.start < activity.start;
  const late = task.finish > activity.finish;
  if (early && late) return 'both';
  if (early) return 'start';
  if (late) return 'end';
  return null;
}
