import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { after, before, test, type TestContext } from 'node:test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { baseUrl, demoEmail, demoPassword } from './product';

const screenshotDir = join(__dirname, '..', '..', 'screenshots');

/** Debian's Chromium; no browser is ever downloaded. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** One browser for the tests of a file: launched before the first, closed after the last. */
export function browserOfFile(): () => Browser {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  return () => {
    if (browser === undefined) throw new Error('The browser is launched before the first test of the file');
    return browser;
  };
}

/** What a page did that explains a failure: console errors, failed API calls (kept short, newest last). */
const pageEvents = new WeakMap<Page, string[]>();
const openPages = new Set<Page>();
const MAX_EVENTS = 20;

function record(page: Page, line: string): void {
  const events = pageEvents.get(page) ?? [];
  events.push(line);
  if (events.length > MAX_EVENTS) events.shift();
  pageEvents.set(page, events);
}

export async function newPage(browser: Browser, locale = 'en-US'): Promise<Page> {
  // The browser asks for reduced motion, as some users' systems do: a test clicks far faster than a person, and a click
  // while a dialog or drop-down zooms in could land where its button is not yet. The product honours the setting.
  const context = await browser.newContext({ baseURL: baseUrl, locale, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
  page.on('console', (message) => {
    if (message.type() === 'error') record(page, `console error: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => record(page, `page error: ${error.message.slice(0, 300)}`));
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      record(page, `${response.request().method()} ${new URL(response.url()).pathname} → ${response.status()}`);
    }
  });
  return page;
}

/** Waits until the open dialog has finished appearing: a click during its zoom can land before its buttons listen. */
export async function dialogSettled(page: Page): Promise<void> {
  await animationsSettled(page.locator('.ant-modal').last());
}

/**
 * Clicks `button` once the dialog, popover or drop-down holding it has stopped moving in. A click during that
 * animation can land where the button is not yet, and miss.
 */
export async function clickWhenSettled(button: Locator): Promise<void> {
  await button.waitFor();
  const holders = ['ant-modal', 'ant-popover', 'ant-dropdown', 'ant-select-dropdown'].map(hasClass).join(' or ');
  await animationsSettled(button.locator(`xpath=ancestor::*[${holders}][1]`));
  await button.click();
}

const hasClass = (name: string) => `contains(concat(' ', normalize-space(@class), ' '), ' ${name} ')`;

/** Until what `within` holds has stopped moving: a hint collapsing under a field moves the button below it. */
export async function animationsSettled(within: Locator): Promise<void> {
  // An animation cancelled by a re-render mid-way rejects `finished` with AbortError, and the one replacing it is waited for next.
  // A spinner's endless turn never finishes and moves nothing around it, so it is not waited for.
  await within.evaluate(async (element) => {
    const moving = (animation: Animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity;
    for (let round = 0; round < 5; round += 1) {
      const running = element.getAnimations({ subtree: true }).filter(moving);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** Screenshots are kept for a person to look at after a run (e2e/screenshots/). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

async function describePage(page: Page, name: string): Promise<string> {
  const lines = [`page ${page.url()}`];
  try {
    await screenshot(page, name);
    lines.push(`screenshot e2e/screenshots/${name}.png`);
    const text = await page.evaluate(() => document.body.innerText);
    lines.push(`visible text: ${text.replace(/\s+/g, ' ').slice(0, 800)}`);
  } catch (error) {
    lines.push(`(page could not be read: ${error instanceof Error ? error.message : String(error)})`);
  }
  lines.push(...(pageEvents.get(page) ?? []));
  return lines.join('\n  ');
}

/**
 * A browser test whose failure says what the browser showed: for each page still open, its address, visible text,
 * a screenshot and the console errors and failed API calls that led there. A red CI run is then readable alone.
 */
export function browserTest(name: string, fn: (t: TestContext) => Promise<void>): void {
  void test(name, async (t) => {
    const before = new Set(openPages);
    try {
      await fn(t);
    } catch (error) {
      const slug = name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60).toLowerCase();
      const pages = [...openPages].filter((page) => !before.has(page));
      const descriptions = await Promise.all(pages.map((page, i) => describePage(page, `failed-${slug}-${i}`)));
      if (error instanceof Error && descriptions.length > 0) error.message += `\n  ${descriptions.join('\n  ')}`;
      throw error;
    } finally {
      // Pages of a failed test are closed here after being described, so the next test starts clean.
      await Promise.all([...openPages].filter((page) => !before.has(page)).map((page) => page.context().close()));
    }
  });
}

/** Signs the demo company's user of `role` in through the login page; they land on the master plan. */
export async function signInAs(page: Page, role: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(demoEmail(role));
  await page.getByTestId('login-password').fill(demoPassword);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/masterplan');
}
