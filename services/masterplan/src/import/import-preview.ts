import type { ImportCounts, ImportPreview } from '@tenon/contracts';
import type { ImportedPlan } from './plan-mapping';
import type { ScheduleFileReading } from './schedule-file-reading';

/** What the planner checks before saving: how many of each row the plan will have, and the resources it adds. */
export function countsOf(plan: ImportedPlan): ImportCounts {
  let tasks = 0;
  let milestones = 0;
  let summaries = 0;
  for (const activity of plan.activities) {
    if (activity.kind === 'summary') summaries++;
    else if (activity.kind === 'milestone') milestones++;
    else tasks++;
  }
  return { activities: plan.activities.length, tasks, milestones, summaries, links: plan.links.length, calendars: plan.calendars.length, resources: plan.resources.length };
}

export function previewOf(importId: string, fileName: string, sourceProjectId: string | null, reading: ScheduleFileReading, expiresAt: Date): ImportPreview {
  const { plan } = reading;
  return {
    importId,
    fileName,
    format: reading.format,
    projectName: reading.projectName,
    projects: reading.projects,
    sourceProjectId,
    counts: countsOf(plan),
    start: plan.start,
    finish: plan.finish,
    dataDate: plan.dataDate,
    warnings: plan.warnings,
    expiresAt: expiresAt.toISOString(),
  };
}
