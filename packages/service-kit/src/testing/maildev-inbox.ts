import assert from 'node:assert/strict';

/** A mail as MailDev's REST API lists it. */
export interface Mail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string }[];
}

const MAILDEV_URL = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080';

/** The real mails MailDev received for one address (each test run uses addresses of its own). */
export async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${MAILDEV_URL}/email`);
  const mails = (await response.json()) as Mail[];
  return mails.filter((mail) => mail.to.some((recipient) => recipient.address.toLowerCase() === address.toLowerCase()));
}

/** The `count`-th mail to `address`, waited for: mail leaves through Kafka and SMTP, not within the request. */
export async function waitForMail(address: string, count = 1, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline) assert.fail(`no mail number ${count} for ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The path (`/route/token`) of the mail's link to `route`, whatever host the gateway puts in front of it. */
export function linkPath(mail: Mail, route: string): string {
  const found = new RegExp(`https?://[^/\\s"]+(/${route}/[A-Za-z0-9_-]+)`).exec(mail.text ?? mail.html ?? '');
  assert.ok(found?.[1] !== undefined, `no /${route}/ link in: ${mail.text}`);
  return found[1];
}

/** The token of the link to `route` in the mail's plain text and HTML (they must agree), on the gateway's public URL. */
export function linkToken(mail: Mail, publicUrl: string, route: string): string {
  const pattern = new RegExp(`${publicUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/${route}/([A-Za-z0-9_-]{43})`);
  const inText = pattern.exec(mail.text ?? '')?.[1];
  const inHtml = pattern.exec(mail.html ?? '')?.[1];
  assert.ok(inText !== undefined, `no /${route}/ link in: ${mail.text}`);
  assert.equal(inHtml, inText, 'the HTML body links to the same token');
  return inText;
}
