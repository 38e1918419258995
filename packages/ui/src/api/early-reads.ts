import { answerOf, type ReadAnswer } from './response-body';

/**
 * Reads sent while a page's code is still loading. The shell knows from the address which read a page makes first and
 * sends it at start-up (see routing/first-reads.ts); when the page then asks for that path with the same token, it
 * gets the answer already on its way instead of waiting a round trip after its code has loaded.
 */
const EARLY_READ_MAX_AGE_MS = 10_000;

interface EarlyRead {
  token: string;
  sentAt: number;
  answer: Promise<ReadAnswer>;
  /** Set once the answer has arrived whole. */
  arrived: ReadAnswer | null;
}

const earlyReads = new Map<string, EarlyRead>();

/** Sends a GET of `url` with `token` now and keeps its answer for the first ask of the same URL and token. */
export function sendEarlyRead(url: string, token: string): void {
  if (earlyReads.has(url)) return;
  // The body is read (and parsed) as soon as it arrives, while the page's code is still loading, not after it mounted.
  const answer = fetch(url, { method: 'GET', headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } }).then(answerOf);
  const early: EarlyRead = { token, sentAt: Date.now(), answer, arrived: null };
  // Nobody may ever ask: a failure here is reported to the one who takes it, not as an unhandled rejection.
  answer.then((arrived) => (early.arrived = arrived)).catch(() => undefined);
  earlyReads.set(url, early);
}

function takeFresh(url: string, token: string | null): EarlyRead | null {
  const early = earlyReads.get(url);
  if (early === undefined) return null;
  earlyReads.delete(url);
  return early.token === token && Date.now() - early.sentAt <= EARLY_READ_MAX_AGE_MS ? early : null;
}

/** The answer of an early read of `url` with `token`, once: a later ask reads again; an old or other-token one is dropped. */
export function takeEarlyRead(url: string, token: string | null): Promise<ReadAnswer> | null {
  return takeFresh(url, token)?.answer ?? null;
}

/**
 * The body of an early read of `url` with `token` that has already arrived with a success, taken; else null, and the
 * read is left for the page's ask. A page shows it on its first render instead of rendering once without it.
 */
export function takeArrivedEarlyRead(url: string, token: string | null): { body: unknown } | null {
  if (earlyReads.get(url)?.arrived?.ok !== true) return null;
  const arrived = takeFresh(url, token)?.arrived;
  return arrived?.ok === true ? { body: arrived.body } : null;
}

/** A write may change what an early read answered: its answers are dropped and the next asks read again. */
export function dropEarlyReads(): void {
  earlyReads.clear();
}
