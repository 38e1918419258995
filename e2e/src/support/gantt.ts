import type { Page } from 'playwright-core';

/** A task added with the toolbar and named by typing, as a planner does; waits until its row shows the name. */
export async function addTask(page: Page, name: string): Promise<void> {
  await page.getByTestId('gantt-add-task').click();
  const input = page.getByTestId('edit-name');
  await input.fill(name);
  await input.press('Enter');
  await page.getByTestId('gantt-editor').getByText(name, { exact: true }).waitFor();
}
