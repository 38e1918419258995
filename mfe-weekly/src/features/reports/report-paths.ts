/** Spec part 2, 2.11: where each report of a week lives, from its planning day, week number and year. */
export function commitmentReportPath(place: { projectId: string; scheduleId: string }, week: { week: number; year: number }, planificationDay: number): string {
  return `/reportcommit/week/all/${planificationDay}/${week.week}/${place.projectId}/${place.scheduleId}/${week.year}`;
}

/** The closure report's route has no year in the spec; it is passed as `?year=` so a week of another year opens right. */
export function closureReportPath(place: { projectId: string; scheduleId: string }, week: { week: number; year: number }, planificationDay: number): string {
  return `/reportcommitclose/week/all/${planificationDay}/${week.week}/${place.projectId}/${place.scheduleId}?year=${week.year}`;
}
