/** Progress as typed for one activity: a percentage and the actual dates (wall-clock `YYYY-MM-DDTHH:mm`). */
export interface ProgressEntry {
  progress: number;
  actualStart: string | null;
  actualFinish: string | null;
}

/** Stable codes the front ends turn into messages, and the service returns as a 400. */
export type ProgressProblemCode =
  | 'PROGRESS_OUT_OF_RANGE'
  | 'ACTUAL_FINISH_NEEDS_START'
  | 'ACTUAL_FINISH_BEFORE_START'
  | 'ACTUAL_AFTER_DATA_DATE'
  | 'COMPLETE_NEEDS_FINISH'
  | 'FINISH_NEEDS_COMPLETE'
  | 'PROGRESS_NEEDS_START';

export interface ProgressProblem {
  code: ProgressProblemCode;
  field: 'progress' | 'actualStart' | 'actualFinish';
}

/**
 * What is wrong with a progress entry, as P6 and MS Project see it: an actual finish needs an actual start not after
 * it, actuals cannot be after the data date (they would be in the future), 100 % needs a finish and a finish needs
 * 100 %, and progress needs a start. Empty when it can be saved.
 */
export function progressProblems(entry: ProgressEntry, dataDate: string | null): ProgressProblem[] {
  const problems: ProgressProblem[] = [];
  if (!Number.isFinite(entry.progress) || entry.progress < 0 || entry.progress > 100) problems.push({ code: 'PROGRESS_OUT_OF_RANGE', field: 'progress' });
  if (entry.actualFinish !== null && entry.actualStart === null) problems.push({ code: 'ACTUAL_FINISH_NEEDS_START', field: 'actualStart' });
  if (entry.actualFinish !== null && entry.actualStart !== null && entry.actualFinish < entry.actualStart) problems.push({ code: 'ACTUAL_FINISH_BEFORE_START', field: 'actualFinish' });
  if (dataDate !== null) {
    if (entry.actualStart !== null && entry.actualStart > dataDate) problems.push({ code: 'ACTUAL_AFTER_DATA_DATE', field: 'actualStart' });
    else if (entry.actualFinish !== null && entry.actualFinish > dataDate) problems.push({ code: 'ACTUAL_AFTER_DATA_DATE', field: 'actualFinish' });
  }
  if (entry.progress >= 100 && entry.actualFinish === null) problems.push({ code: 'COMPLETE_NEEDS_FINISH', field: 'actualFinish' });
  if (entry.actualFinish !== null && entry.progress < 100) problems.push({ code: 'FINISH_NEEDS_COMPLETE', field: 'progress' });
  if (entry.progress > 0 && entry.actualStart === null && entry.actualFinish === null) problems.push({ code: 'PROGRESS_NEEDS_START', field: 'actualStart' });
  return problems;
}

/**
 * A percentage typed alone (in the grid) with the actual dates it implies, as P6 fills them: progress starts the
 * activity on its planned start, 100 % finishes it on its planned finish, neither later than the data date; going
 * back to 0 clears both, and below 100 clears the finish.
 */
export function progressWithActuals(
  progress: number,
  current: Pick<ProgressEntry, 'actualStart' | 'actualFinish'>,
  planned: { start: string; finish: string },
  dataDate: string | null,
): ProgressEntry {
  const notAfterDataDate = (date: string) => (dataDate !== null && date > dataDate ? dataDate : date);
  if (progress <= 0) return { progress: 0, actualStart: null, actualFinish: null };
  const actualStart = current.actualStart ?? notAfterDataDate(planned.start);
  if (progress < 100) return { progress, actualStart, actualFinish: null };
  const finish = current.actualFinish ?? notAfterDataDate(planned.finish);
  return { progress: 100, actualStart, actualFinish: finish < actualStart ? actualStart : finish };
}
