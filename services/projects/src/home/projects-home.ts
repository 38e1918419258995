import type { ModuleKey, ProjectsHomeEntry, ProjectsHomeSchedule, ScheduleFigures } from '@tenon/contracts';
import type { ProjectRecord } from '../projects/project.record';
import type { ScheduleRecord } from '../schedules/schedule.record';
import { toProjectView } from '../projects/project.view';

/**
 * A project of the projects home. With the master plan's figures (a map, possibly without some schedules):
 * dates span its schedules, progress and planned progress are weighted by each schedule's total activity duration,
 * variance is progress − planned. Without them (null: the master plan did not answer) every figure is null.
 */
export function projectsHomeEntry(
  project: ProjectRecord,
  modules: ModuleKey[],
  schedules: readonly ScheduleRecord[],
  figures: ReadonlyMap<string, ScheduleFigures> | null,
): ProjectsHomeEntry {
  const view = toProjectView(project, modules);
  const homeSchedules: ProjectsHomeSchedule[] = schedules.map((schedule) => {
    const own = figures?.get(schedule.id);
    return {
      id: schedule.id,
      name: schedule.name,
      startDate: own?.startDate ?? null,
      finishDate: own?.finishDate ?? null,
      progress: figures === null ? null : (own?.progress ?? 0),
    };
  });
  if (figures === null) {
    return { ...view, startDate: null, finishDate: null, progress: null, plannedProgress: null, variance: null, schedules: homeSchedules };
  }
  const known = schedules.map((schedule) => figures.get(schedule.id)).filter((f): f is ScheduleFigures => f !== undefined);
  const progress = weighted(known, (f) => f.progress);
  const plannedProgress = weighted(known, (f) => f.plannedProgress);
  return {
    ...view,
    startDate: earliest(known.map((f) => f.startDate)),
    finishDate: latest(known.map((f) => f.finishDate)),
    progress,
    plannedProgress,
    variance: round2(progress - plannedProgress),
    schedules: homeSchedules,
  };
}

function weighted(figures: readonly ScheduleFigures[], value: (f: ScheduleFigures) => number): number {
  const total = figures.reduce((sum, f) => sum + f.totalDuration, 0);
  // Spec part 2, 4: a zero total weight gives weight 0.
  if (total === 0) return 0;
  return round2(figures.reduce((sum, f) => sum + f.totalDuration * value(f), 0) / total);
}

/** ISO 8601 wall-clock dates of one format compare as strings. */
function earliest(dates: ReadonlyArray<string | null>): string | null {
  return dates.reduce<string | null>((min, date) => (date !== null && (min === null || date < min) ? date : min), null);
}

function latest(dates: ReadonlyArray<string | null>): string | null {
  return dates.reduce<string | null>((max, date) => (date !== null && (max === null || date > max) ? date : max), null);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
