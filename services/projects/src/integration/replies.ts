import assert from 'node:assert/strict';
import type { ServiceReply } from '@tenon/contracts';

export function dataOf<T>(reply: ServiceReply<T>): T {
  if (!reply.ok) assert.fail(`expected ok, got ${JSON.stringify(reply.error)}`);
  return reply.data;
}

export function errorOf(reply: ServiceReply<unknown>): { code: string; status: number; details?: unknown } {
  if (reply.ok) assert.fail(`expected an error, got ${JSON.stringify(reply.data)}`);
  return reply.error;
}

/** `[code, status]` of an error reply, for one-line assertions. */
export function refusal(reply: ServiceReply<unknown>): [string, number] {
  const error = errorOf(reply);
  return [error.code, error.status];
}
