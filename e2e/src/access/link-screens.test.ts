import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { browserOfFile, browserTest, newPage, screenshot } from '../support/browser';
import { fill, uniqueEmail } from './access-support';
import { linkPath, waitForMail } from '@tenon/service-kit/testing';

const GATEWAY_DB = process.env.GATEWAY_MONGODB_URI ?? 'mongodb://127.0.0.1:27017/gateway';
const browser = browserOfFile();

/** Moves a real link token's expiry into the past, as two days of waiting would. */
async function expire(linkToken: string): Promise<void> {
  const client = await MongoClient.connect(GATEWAY_DB);
  try {
    const tokenHash = createHash('sha256').update(linkToken).digest('hex');
    const result = await client.db().collection('tokens').updateOne({ tokenHash }, { $set: { expiresAt: new Date(Date.now() - 60_000) } });
    assert.equal(result.matchedCount, 1, 'the link token is stored by its hash');
  } finally {
    await client.close();
  }
}

browserTest('an expired sign-up link shows the expired screen with a way back to sign-up', async () => {
  const email = uniqueEmail('expired');
  const page = await newPage(browser());
  await page.goto('/signup');
  await fill(page, 'signup-email', email);
  await page.getByTestId('signup-submit').click();
  await page.getByTestId('signup-check-mail').waitFor();
  const path = linkPath(await waitForMail(email), 'signupconfirmation');
  await expire(path.split('/')[2]!);
  await page.goto(path);
  await page.getByTestId('link-expired').waitFor();
  await screenshot(page, 'access-signup-expired');
  await page.getByTestId('link-problem-action').click();
  await page.waitForURL(/\/signup$/);
  await page.close();
});

browserTest('unknown links show the invalid views of each flow', async () => {
  const page = await newPage(browser());
  const token = 'x'.repeat(43);
  await page.goto(`/signupconfirmation/${token}`);
  await page.getByTestId('link-invalid').waitFor();
  await page.goto(`/confirmation/${token}`);
  await page.getByTestId('profile-invalid').waitFor();
  assert.equal(await page.getByTestId('link-problem-action').textContent(), 'Register');
  await page.goto(`/changepassword/${token}`);
  await page.getByTestId('change-password-invalid').waitFor();
  for (const route of ['company', 'confirmationproject', 'schedules', 'invite']) {
    await page.goto(`/${route}/${token}`);
    await page.getByTestId('onboarding-invalid').waitFor();
  }
  await page.close();
});
