import { createHash } from 'node:crypto';

/**
 * A read the gateway forwards with the browser's If-None-Match carries it in this header (empty when the browser holds
 * nothing). Its reply names its data's bytes, and is only that name when the caller holds those bytes already: a
 * large read the browser has cached then crosses neither Kafka nor the gateway again.
 */
export const IF_NONE_MATCH_HEADER = 'x-if-none-match';

/** How a reply sent in full with its etag starts, and what comes between the etag and the data. */
const TAGGED_START = '{"ok":true,"etag":';
const DATA_KEY = ',"data":';

/** The strong entity tag of a reply's data, as HTTP writes it (quoted). */
export function etagOf(json: string): string {
  return `"${createHash('sha1').update(json).digest('base64url')}"`;
}

interface Written {
  json: string;
  etag: string;
}

/** Data marked unchanging: null until first written, then its JSON and etag. */
const unchanging = new WeakMap<object, Written | null>();

/**
 * Marks a reply's data as never changed once answered (a reply kept and given again while what it was built from
 * stays the same): answering it again reuses its JSON and etag instead of writing and hashing megabytes anew.
 */
export function unchangingReply<T extends object>(data: T): T {
  if (!unchanging.has(data)) unchanging.set(data, null);
  return data;
}

function written(data: unknown): Written {
  const marked = typeof data === 'object' && data !== null && unchanging.has(data);
  const kept = marked ? unchanging.get(data) : null;
  if (kept) return kept;
  const json = JSON.stringify(data ?? null);
  const fresh = { json, etag: etagOf(json) };
  if (marked) unchanging.set(data, fresh);
  return fresh;
}

/**
 * The reply's value for a conditional request: `{ ok, notModified, etag }` when `ifNoneMatch` names these bytes, else
 * the reply with its data's etag. Anything but a success is encoded as it is. The data is written once: its JSON is
 * both hashed and sent.
 */
export function conditionalReplyValue(response: unknown, ifNoneMatch: string): string {
  if (typeof response !== 'object' || response === null || (response as { ok?: unknown }).ok !== true || !('data' in response)) return JSON.stringify(response ?? null);
  const { json, etag } = written(response.data);
  if (matches(ifNoneMatch, etag)) return JSON.stringify({ ok: true, notModified: true, etag });
  return `${TAGGED_START}${JSON.stringify(etag)}${DATA_KEY}${json}}`;
}

/** A conditional read's data as the service wrote it, with its etag: the JSON text is passed on, never parsed. */
export interface TaggedJsonReply {
  ok: true;
  etag: string;
  json: string;
}

/**
 * The etag and the data's JSON text of a reply that `conditionalReplyValue` wrote in full; null for any other reply.
 * The gateway sends those bytes as they came: parsing megabytes only to write them out again cost it 15–20 ms a read.
 */
export function taggedJsonOf(value: string): TaggedJsonReply | null {
  if (!value.startsWith(TAGGED_START) || !value.endsWith('}')) return null;
  // The etag is base64url in quotes, so the first `,"data":` after it ends it.
  const dataAt = value.indexOf(DATA_KEY, TAGGED_START.length);
  if (dataAt < 0) return null;
  let etag: unknown;
  try {
    etag = JSON.parse(value.slice(TAGGED_START.length, dataAt));
  } catch {
    return null;
  }
  return typeof etag === 'string' ? { ok: true, etag, json: value.slice(dataAt + DATA_KEY.length, -1) } : null;
}

/** If-None-Match may list several tags, or be weak (W/"…"): a weak comparison, as HTTP asks of a GET. */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch === '') return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
