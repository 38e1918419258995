import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { NORTHGATE_MEDICAL } from '@tenon/demo-data';
import { browserOfFile, browserTest, clickWhenSettled, newPage, screenshot, signInAs } from '../support/browser';
import { openTaktOf } from '../support/takt';
import { api, signIn } from '../support/product';

const browser = browserOfFile();

const row = (page: Page, kind: 'structure' | 'location' | 'unit', name: string) => page.locator(`[data-testid="takt-node-${kind}"][data-node-name="${name}"]`);

async function rowAction(page: Page, kind: 'structure' | 'location' | 'unit', name: string, action: string): Promise<void> {
  await row(page, kind, name).getByTestId('takt-node-actions').click();
  await clickWhenSettled(page.getByTestId(`takt-action-${action}`));
}

browserTest('a planner builds a tower with the wizard, renames a floor, duplicates the tower and deletes the copy', async () => {
  const admin = await signIn('admin');
  const scheduleName = `Takt tower ${Date.now()}`;
  const created = await api<{ schedule: { id: string } }>('POST', `/projects/${NORTHGATE_MEDICAL.id}/schedules`, { token: admin.sessionToken, body: { name: scheduleName } });
  assert.equal(created.status, 201, JSON.stringify(created.body));

  const page = await newPage(browser());
  await openTaktOf(page, scheduleName);
  await page.getByTestId('takt-empty').waitFor();
  await page.getByTestId('takt-tab-units').waitFor();
  await screenshot(page, 'takt-units-empty');

  // The wizard: type, name, automatic, then the ranges with the rule shown while typing.
  await page.getByTestId('takt-new-structure').click();
  await clickWhenSettled(page.getByTestId('wizard-type-tall_building'));
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-name').fill('Tower North');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-mode-automatic').click();
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-location-label').fill('Floor');
  await page.getByTestId('wizard-rule').getByText('Enter the data').waitFor();
  await page.getByTestId('wizard-unit-label').fill('Apartment');
  await page.getByTestId('wizard-units-per-location').fill('8');
  await page.getByTestId('wizard-end').fill('1');
  await page.getByTestId('wizard-rule').getByText('start and end cannot be equal').waitFor();
  assert.equal(await page.getByTestId('wizard-finish').isDisabled(), true, 'an incoherent range cannot be created');
  await page.getByTestId('wizard-start').fill('12');
  await page.getByTestId('wizard-rule').getByText('the first location number cannot be greater than the last').waitFor();
  await page.getByTestId('wizard-start').fill('1');
  await page.getByTestId('wizard-end').fill('12');
  await page.getByTestId('wizard-preview').getByText('12 locations and 96 production units will be created').waitFor();
  await screenshot(page, 'takt-wizard-ranges');
  await page.getByTestId('wizard-finish').click();

  await row(page, 'structure', 'Tower North').waitFor();
  await page.getByTestId('takt-stat-units').getByText('96').waitFor();
  await row(page, 'location', 'Floor 1').waitFor();
  await row(page, 'location', 'Floor 12').waitFor();
  await page.getByTestId('takt-expand-all').click();
  await row(page, 'unit', 'Apartment 8').first().waitFor();
  await screenshot(page, 'takt-tree');

  // Rename in place.
  await row(page, 'location', 'Floor 1').getByTestId('takt-node-rename').click();
  const editor = page.getByTestId('takt-node-name-input');
  await editor.fill('Lobby level');
  await editor.press('Enter');
  await row(page, 'location', 'Lobby level').waitFor();
  await screenshot(page, 'takt-renamed');

  // Collapsed, every structure is in view.
  await page.getByTestId('takt-collapse-all').click();
  await row(page, 'unit', 'Apartment 1').first().waitFor({ state: 'detached' });

  // Duplicate: the copy is named ' Copia 1' and has the same floors and units.
  await rowAction(page, 'structure', 'Tower North', 'duplicate');
  await row(page, 'structure', 'Tower North Copia 1').waitFor();
  await page.getByTestId('takt-stat-units').getByText('192').waitFor();
  await screenshot(page, 'takt-duplicated');

  // Delete the copy: without assigned tasks a plain confirmation does.
  await rowAction(page, 'structure', 'Tower North Copia 1', 'delete');
  await page.getByTestId('delete-node-ok').waitFor();
  await page.waitForTimeout(400);
  await screenshot(page, 'takt-delete-confirm');
  await page.getByTestId('delete-node-ok').click();
  await row(page, 'structure', 'Tower North Copia 1').waitFor({ state: 'detached' });
  await page.getByTestId('takt-stat-units').getByText('96').waitFor();

  // What the page shows is what is stored.
  const planner = await signIn('planner');
  const stored = await api<{ structures: Array<{ name: string }>; locations: Array<{ name: string }>; units: unknown[] }>(
    'GET',
    `/takt/projects/${NORTHGATE_MEDICAL.id}/schedules/${created.body.schedule.id}/structures`,
    { token: planner.sessionToken },
  );
  assert.deepEqual(stored.body.structures.map((s) => s.name), ['Tower North']);
  assert.equal(stored.body.units.length, 96);
  assert.ok(stored.body.locations.some((l) => l.name === 'Lobby level'));
  await page.context().close();
  await api('DELETE', `/projects/${NORTHGATE_MEDICAL.id}/schedules/${created.body.schedule.id}`, { token: admin.sessionToken });
});

browserTest('a 60-floor tower of 720 units opens and scrolls smoothly: the tree draws only the rows in view', async () => {
  const admin = await signIn('admin');
  const scheduleName = `Takt 720 ${Date.now()}`;
  const created = await api<{ schedule: { id: string } }>('POST', `/projects/${NORTHGATE_MEDICAL.id}/schedules`, { token: admin.sessionToken, body: { name: scheduleName } });
  const structures = `/takt/projects/${NORTHGATE_MEDICAL.id}/schedules/${created.body.schedule.id}/structures`;
  const automatic = { locationLabel: 'Floor', start: 1, end: 60, unitLabel: 'Apartment', unitsPerLocation: 12 };
  const built = await api<{ units: unknown[] }>('POST', structures, { token: admin.sessionToken, body: { type: 'tall_building', name: 'Tower 60', mode: 'automatic', automatic } });
  assert.equal(built.body.units.length, 720);

  const page = await newPage(browser());
  await signInAs(page, 'planner');
  await page.getByTestId('project-selector').click();
  await page.locator('.ant-select-item-option', { hasText: NORTHGATE_MEDICAL.name }).click();
  await page.getByTestId('side-menu-takt').click();
  await page.getByTestId('schedule-selector').click();
  await page.locator('.ant-select-item-option', { hasText: scheduleName }).click();
  await row(page, 'structure', 'Tower 60').waitFor();
  const started = Date.now();
  await page.getByTestId('takt-expand-all').click();
  await row(page, 'unit', 'Apartment 12').first().waitFor();
  const expandMs = Date.now() - started;
  const drawn = await page.locator('[data-testid^="takt-node-"]').count();
  assert.ok(drawn < 120, `${drawn} rows are drawn for 781`);
  // Scrolls the whole tree one step per frame and keeps the longest frame.
  const frames = await page.getByTestId('takt-tree').locator('.ant-tree-list-holder').evaluate(async (holder) => {
    const times: number[] = [];
    let last = performance.now();
    for (let y = 0; y <= holder.scrollHeight; y += 400) {
      holder.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      times.push(now - last);
      last = now;
    }
    return { count: times.length, longest: Math.max(...times), median: [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]! };
  });
  await row(page, 'location', 'Floor 60').waitFor();
  console.log(`720 units: expand all ${expandMs} ms, ${drawn} rows drawn; scrolling ${frames.count} frames, median ${frames.median.toFixed(1)} ms, longest ${frames.longest.toFixed(1)} ms`);
  // The times are printed for the record; the figures the issue asks for are measured by `npm run bench:takt`.
  await screenshot(page, 'takt-720-units');
  await page.context().close();
  await api('DELETE', `/projects/${NORTHGATE_MEDICAL.id}/schedules/${created.body.schedule.id}`, { token: admin.sessionToken });
});

browserTest("in Spanish the wizard shows the spec's range messages word for word", async () => {
  const page = await newPage(browser());
  await signInAs(page, 'planner');
  await page.getByTestId('language-switch').getByText('ES').click();
  await page.getByTestId('project-selector').click();
  await page.locator('.ant-select-item-option', { hasText: NORTHGATE_MEDICAL.name }).click();
  await page.getByTestId('side-menu-takt').click();
  await page.getByTestId('takt-new-structure').click();
  await clickWhenSettled(page.getByTestId('wizard-next'));
  await page.getByTestId('wizard-name').fill('Torre Sur');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-rule').getByText('Ingrese datos', { exact: true }).waitFor();
  await page.getByTestId('wizard-units-per-location').fill('4');
  await page.getByTestId('wizard-start').fill('0');
  await page.getByTestId('wizard-end').fill('5');
  await page.getByTestId('wizard-rule').getByText('Configuración de rangos incorrecta / Debes configurar rangos coherentes.').waitFor();
  await page.getByTestId('wizard-start').fill('9');
  await page.getByTestId('wizard-rule').getByText('no puede el numero de ubicacion inicial ser mayor que el final').waitFor();
  await page.getByTestId('wizard-start').fill('5');
  await page.getByTestId('wizard-rule').getByText('no pueden ser iguales inicio/fin').waitFor();
  await screenshot(page, 'takt-wizard-es');
  // Closed without creating: the schedule keeps what it had.
  await page.getByTestId('wizard-back').click();
  await page.keyboard.press('Escape');
  await page.getByTestId('structure-wizard').waitFor({ state: 'detached' });
  await page.context().close();
});
