import type { Browser, Page } from 'playwright-core';
import { HARBOR_VIEW } from '@tenon/demo-data';
import { clickWhenSettled, newPage, signInAs } from './browser';
import { newScheduleWithCalendar, signIn } from './product';

/** A task added with the toolbar and named by typing, as a planner does; waits until its row shows the name. */
export async function addTask(page: Page, name: string): Promise<void> {
  await page.getByTestId('gantt-add-task').click();
  const input = page.getByTestId('edit-name');
  await input.fill(name);
  await input.press('Enter');
  await page.getByTestId('gantt-editor').getByText(name, { exact: true }).waitFor();
}

/** Opens the Gantt's export menu and picks a format once the menu has stopped zooming in. */
export async function chooseExport(page: Page, format: 'pdf' | 'xlsx' | 'xer'): Promise<void> {
  await page.getByTestId('gantt-export').click();
  await clickWhenSettled(page.getByTestId(`gantt-export-${format}`));
}

/** A grid cell typed into as a planner does: double-click, type, Enter. */
export async function editCell(page: Page, field: string, row: number, value: string): Promise<void> {
  await page.getByTestId(`cell-${field}-${row}`).dblclick();
  const input = page.getByTestId(`edit-${field}`);
  await input.fill(value);
  await input.press('Enter');
}

/** The master plan's way into a Harbor View schedule's Gantt, as a planner clicks it. */
export async function openGantt(page: Page, scheduleId: string): Promise<void> {
  await page.goto(`/masterplan/${scheduleId}/${HARBOR_VIEW.id}`);
  await page.getByTestId(`masterplan-open-gantt-${scheduleId}`).click({ timeout: 20_000 });
}

/** A planner on the empty Gantt of a new Harbor View schedule with a calendar, started from scratch. */
export async function plannerOnEmptyGantt(browser: Browser, name: string): Promise<{ scheduleId: string; page: Page }> {
  const admin = await signIn('admin');
  const scheduleId = await newScheduleWithCalendar(admin.sessionToken, HARBOR_VIEW.id, `${name} ${Date.now()}`);
  const page = await newPage(browser);
  await signInAs(page, 'planner');
  await openGantt(page, scheduleId);
  await page.getByTestId('gantt-start-scratch').click({ timeout: 20_000 });
  await page.getByTestId('gantt-editor').waitFor();
  return { scheduleId, page };
}
