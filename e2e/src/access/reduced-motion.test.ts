import assert from 'node:assert/strict';
import { browserOfFile, browserTest, newPage, signInAs } from '../support/browser';

const browser = browserOfFile();

/** The seconds a computed CSS time list starts with ("0.2s, 0.2s" → 0.2; "1e-05s" → 0.00001). */
const seconds = (value: string) => Number.parseFloat(value.split(',')[0]!);

browserTest("a user whose system asks for less motion sees no animation; others keep antd's", async () => {
  const page = await newPage(browser());
  // Test pages ask for reduced motion by default: this one starts as a user who asked for nothing.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/login');
  const submit = page.getByTestId('login-submit');
  const motion = () => submit.evaluate((element) => ({ transition: getComputedStyle(element).transitionDuration, animation: getComputedStyle(element, '::after').animationDuration }));
  const usual = await motion();
  assert.ok(seconds(usual.transition) >= 0.1, `antd's button eases its colours: ${usual.transition}`);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const reduced = await motion();
  assert.ok(seconds(reduced.transition) < 0.001, `no easing left: ${reduced.transition}`);
  assert.ok(seconds(reduced.animation) < 0.001, `no animation left: ${reduced.animation}`);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  assert.equal((await motion()).transition, usual.transition);
});

browserTest('with less motion a drop-down opens at once beneath its field, inside the window', async () => {
  const page = await newPage(browser());
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAs(page, 'planner');
  const field = page.getByTestId('project-selector');
  await field.click();
  const list = page.locator('.ant-select-dropdown').filter({ hasText: 'Northgate Medical Center' });
  await list.waitFor();
  // No zoom to wait for: the list is where it ends up as soon as it shows.
  const [fieldBox, listBox] = [await field.boundingBox(), await list.boundingBox()];
  assert.ok(fieldBox !== null && listBox !== null);
  assert.ok(listBox.x >= 0 && listBox.y >= 0 && listBox.x + listBox.width <= 1440 && listBox.y + listBox.height <= 900, `the list is on screen: ${JSON.stringify(listBox)}`);
  assert.ok(Math.abs(listBox.x - fieldBox.x) < 2 && listBox.y >= fieldBox.y + fieldBox.height - 1, `the list opens beneath its field: ${JSON.stringify({ fieldBox, listBox })}`);
  await list.getByText('Northgate Medical Center').click();
  await page.getByTestId('project-selector').locator('.ant-select-selection-item', { hasText: 'Northgate Medical Center' }).waitFor();
  await page.context().close();
});
