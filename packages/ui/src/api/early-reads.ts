/**
 * Reads sent while a page's code is still loading. The shell knows from the address which read a page makes first and
 * sends it at start-up (see routing/first-reads.ts); when the page then asks for that path with the same token, it
 * gets the answer already on its way instead of waiting a round trip after its code has loaded.
 */
const EARLY_READ_MAX_AGE_MS = 10_000;

interface EarlyRead {
  token: string;
  sentAt: number;
  response: Promise<Response>;
}

const earlyReads = new Map<string, EarlyRead>();

/** Sends a GET of `url` with `token` now and keeps its answer for the first ask of the same URL and token. */
export function sendEarlyRead(url: string, token: string): void {
  if (earlyReads.has(url)) return;
  const response = fetch(url, { method: 'GET', headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  // Nobody may ever ask: a failure here is reported to the one who takes it, not as an unhandled rejection.
  response.catch(() => undefined);
  earlyReads.set(url, { token, sentAt: Date.now(), response });
}

/** The answer of an early read of `url` with `token`, once: a later ask reads again; an old or other-token one is dropped. */
export function takeEarlyRead(url: string, token: string | null): Promise<Response> | null {
  const early = earlyReads.get(url);
  if (early === undefined) return null;
  earlyReads.delete(url);
  return early.token === token && Date.now() - early.sentAt <= EARLY_READ_MAX_AGE_MS ? early.response : null;
}

/** A write may change what an early read answered: its answers are dropped and the next asks read again. */
export function dropEarlyReads(): void {
  earlyReads.clear();
}
