import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { NORTHGATE_MEDICAL } from '@tenon/demo-data';
import { signInAs } from './browser';
import { api, newScheduleWithCalendar } from './product';

/** The answer's body, failing the test unless the request succeeded. */
export async function succeeded<T>(answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  assert.ok(status === 200 || status === 201, `${status} ${JSON.stringify(body)}`);
  return body;
}

/** A working activity of a fresh plan, its id unique to this run. */
export const planActivity = (correlativeId: number, name: string, dates: { start: string; finish: string; duration: number }) => ({
  id: `${Date.now().toString(16).padStart(12, '0')}${correlativeId.toString(16).padStart(12, '0')}`,
  correlativeId, name, kind: 'task', parentId: null, order: correlativeId, subcontractId: null, ...dates,
});
type PlanActivity = ReturnType<typeof planActivity>;

export interface TaktTree {
  units: Array<{ id: string; name: string; locationId: string }>;
}

/**
 * A new Northgate schedule with a calendar, the activities as its plan and an automatic structure of `levels` ×
 * `unitsPerLevel`; with `assign`, the activities are assigned to every unit.
 */
export async function taktSchedule(
  token: string,
  name: string,
  activities: PlanActivity[],
  structure: { name: string; locationLabel: string; unitLabel: string; levels: number; unitsPerLevel: number; assign: boolean },
): Promise<{ scheduleId: string; base: string; tree: TaktTree }> {
  const projectId = NORTHGATE_MEDICAL.id;
  const scheduleId = await newScheduleWithCalendar(token, projectId, name);
  const none = { upsert: [], delete: [] };
  await succeeded(api('PUT', `/masterplan/projects/${projectId}/schedules/${scheduleId}/plan`, { token, body: { projectId, scheduleId, baseVersion: 0, activities: { upsert: activities, delete: [] }, links: none } }));
  const base = `/takt/projects/${projectId}/schedules/${scheduleId}`;
  const automatic = { locationLabel: structure.locationLabel, start: 1, end: structure.levels, unitLabel: structure.unitLabel, unitsPerLocation: structure.unitsPerLevel };
  const tree = await succeeded(api<TaktTree>('POST', `${base}/structures`, { token, body: { type: 'tall_building', name: structure.name, mode: 'automatic', automatic } }));
  if (structure.assign) await succeeded(api('POST', `${base}/assign`, { token, body: { activityIds: activities.map((a) => a.id), unitIds: tree.units.map((u) => u.id) } }));
  return { scheduleId, base, tree };
}

/** Signed in as the planner, on the takt module of a Northgate schedule (its units tab). */
export async function openTaktOf(page: Page, scheduleName: string): Promise<void> {
  await signInAs(page, 'planner');
  await page.getByTestId('project-selector').click();
  await page.locator('.ant-select-item-option', { hasText: NORTHGATE_MEDICAL.name }).click();
  await page.getByTestId('side-menu-takt').click();
  await page.waitForURL('**/taktplanning/units');
  await page.getByTestId('schedule-selector').click();
  await page.locator('.ant-select-item-option', { hasText: scheduleName }).click();
}
