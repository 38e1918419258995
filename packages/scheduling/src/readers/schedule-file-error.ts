/**
 * A schedule file that cannot be read. The message names the line (XER) or the element (XML) at fault,
 * so a planner can open the file and find it. Readers throw it instead of returning a half-read model.
 */
export class ScheduleFileError extends Error {
  override readonly name = 'ScheduleFileError';

  constructor(
    message: string,
    /** 1-based line of the file where the problem was found, when known. */
    readonly line?: number,
  ) {
    super(message);
  }
}
