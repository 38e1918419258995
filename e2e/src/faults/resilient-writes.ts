import { randomUUID } from 'node:crypto';
import { baseUrl } from '../support/product';

export type WriteOutcome = { kind: 'applied'; status: number; body: unknown } | { kind: 'refused'; status: number; code: string } | { kind: 'unresolved' };

/** Answers the gateway gives when it cannot tell whether the write was applied: the client sends it again. */
const UNKNOWN = new Set(['OUTCOME_UNKNOWN', 'REQUEST_IN_PROGRESS']);

/**
 * One write as the product's own client sends it: with an Idempotency-Key, sent again with the same key while its outcome
 * is unknown (a lost answer, a gateway that is down), until the product tells what became of it.
 */
export async function writeUntilKnown(method: string, path: string, token: string, body: unknown, deadlineMs: number): Promise<WriteOutcome & { attempts: number; serverErrors: number }> {
  const key = randomUUID();
  let attempts = 0;
  let serverErrors = 0;
  while (Date.now() < deadlineMs) {
    attempts += 1;
    let status: number;
    let answer: { error?: { code?: string } } | undefined;
    try {
      const response = await fetch(`${baseUrl}/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      const text = await response.text();
      answer = text === '' ? undefined : (JSON.parse(text) as { error?: { code?: string } });
    } catch {
      // No answer at all (the gateway restarting): the outcome is unknown.
      await new Promise((done) => setTimeout(done, 500));
      continue;
    }
    if (status < 300) return { kind: 'applied', status, body: answer, attempts, serverErrors };
    const code = answer?.error?.code ?? 'UNKNOWN';
    if (status >= 500 && status !== 503 && status !== 504) serverErrors += 1;
    if (UNKNOWN.has(code) || status === 502) {
      await new Promise((done) => setTimeout(done, 500));
      continue;
    }
    return { kind: 'refused', status, code, attempts, serverErrors };
  }
  return { kind: 'unresolved', attempts, serverErrors };
}
