import assert from 'node:assert/strict';

interface MaildevMail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string }[];
}

const MAILDEV_URL = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080';

/** The real mails MailDev received for one address (each test run uses addresses of its own). */
export async function mailsTo(address: string): Promise<MaildevMail[]> {
  const response = await fetch(`${MAILDEV_URL}/email`);
  const mails = (await response.json()) as MaildevMail[];
  return mails.filter((mail) => mail.to.some((recipient) => recipient.address.toLowerCase() === address.toLowerCase()));
}

export async function waitForMail(address: string, count = 1, timeoutMs = 10_000): Promise<MaildevMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline) assert.fail(`no mail number ${count} for ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The token of the link to `route` in the mail's plain text and HTML (they must agree). */
export function linkToken(mail: MaildevMail, publicUrl: string, route: string): string {
  const pattern = new RegExp(`${publicUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/${route}/([A-Za-z0-9_-]{43})`);
  const inText = pattern.exec(mail.text ?? '')?.[1];
  const inHtml = pattern.exec(mail.html ?? '')?.[1];
  assert.ok(inText !== undefined, `no /${route}/ link in: ${mail.text}`);
  assert.equal(inHtml, inText, 'the HTML body links to the same token');
  return inText;
}
