import assert from 'node:assert/strict';
import { browserOfFile, browserTest, newPage } from '../support/browser';

const browser = browserOfFile();

/** The seconds a computed CSS time list starts with ("0.2s, 0.2s" → 0.2; "1e-05s" → 0.00001). */
const seconds = (value: string) => Number.parseFloat(value.split(',')[0]!);

browserTest("a user whose system asks for less motion sees no animation; others keep antd's", async () => {
  const page = await newPage(browser());
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
