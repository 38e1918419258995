import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { animationsSettled, clickWhenSettled } from '../support/browser';
import { api, signIn } from '../support/product';
import { linkPath, waitForMail } from '@tenon/service-kit/testing';

const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A company domain of this run (not a free-mail domain), so sign-ups create a new company. */
export function companyDomain(label: string): string {
  return `${label}-${runId}.test`;
}

export function uniqueEmail(label: string, domain = companyDomain('e2e')): string {
  return `e2e-${label}-${Date.now().toString(36)}@${domain}`;
}

export const NEW_PASSWORD = 'Andes2026x';

export async function fill(page: Page, testId: string, value: string): Promise<void> {
  await page.getByTestId(testId).fill(value);
}

/** Focus then leave a field: hints show on blur. */
export async function touch(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).focus();
  await page.getByTestId(testId).blur();
}

export async function hintText(page: Page, fieldId: string): Promise<string> {
  return (await page.getByTestId(`${fieldId}-hint`).textContent()) ?? '';
}

/**
 * Opens a select and picks an option from its own dropdown, found through the list id the open select points to:
 * a dropdown closed a moment ago can still be in the page mid-animation, so "the last visible dropdown" is not safe.
 * A hint collapsing above the select moves it, and its drop-down zooms in: each click waits for the motion to end,
 * and the choice counts once the select shows it.
 */
export async function chooseOption(page: Page, testId: string, label: string): Promise<void> {
  const select = page.getByTestId(testId);
  await animationsSettled(page.locator('body'));
  await select.click();
  const combobox = select.getByRole('combobox');
  await page.waitForFunction((id) => document.querySelector(`[data-testid="${id}"] [role="combobox"][aria-controls]`) !== null, testId);
  const listId = await combobox.getAttribute('aria-controls');
  assert.ok(listId, `the select ${testId} did not open`);
  await clickWhenSettled(page.locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) }).getByTitle(label, { exact: true }));
  await select.locator('.ant-select-selection-item').filter({ hasText: label }).waitFor({ timeout: 5_000 });
}

export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await fill(page, 'login-email', email);
  await fill(page, 'login-password', password);
  await page.getByTestId('login-submit').click();
}

/** An invited person with a profile, made through the API as the demo admin (for flows that need an existing user). */
export async function createTeammate(email: string, password: string): Promise<void> {
  const admin = await signIn('admin');
  const invited = await api('POST', '/companies/current/invitations', { token: admin.sessionToken, body: { users: [{ email, role: 'planner' }], lang: 'en' } });
  assert.equal(invited.status, 201, JSON.stringify(invited.body));
  const token = linkPath(await waitForMail(email), 'confirmation').split('/')[2]!;
  const profile = await api('POST', `/auth/profile-tokens/${token}`, { body: { name: 'Pat', lastname: 'Reyes', position: 'Planner', password } });
  assert.equal(profile.status, 201, JSON.stringify(profile.body));
}
