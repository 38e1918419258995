import type { PdfJobView } from '@tenon/contracts/types';
import { sessionStore } from '../session/session-store';
import { ApiError, apiErrorFromBody } from './api-error';
import { dropEarlyReads, takeArrivedEarlyRead, takeEarlyRead } from './early-reads';
import { answerOf, readBody, type ReadAnswer } from './response-body';

export const API_BASE = '/api/v1';

export type ApiCredential = 'session' | 'user' | 'none';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Which token to send; defaults to the company session token. */
  credential?: ApiCredential;
  signal?: AbortSignal;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The shell listens here to send the user to /login once a token is rejected. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function tokenFor(credential: ApiCredential): string | null {
  const state = sessionStore.getState();
  switch (credential) {
    case 'session':
      return state.companySession?.sessionToken ?? null;
    case 'user':
      return state.userToken;
    case 'none':
      return null;
    default: {
      const unknownCredential: never = credential;
      throw new Error(`unknown credential ${String(unknownCredential)}`);
    }
  }
}

/** Answers after which a write is sent again with the same key: its outcome is unknown, or it is still running. */
const UNRESOLVED = new Set(['OUTCOME_UNKNOWN', 'REQUEST_IN_PROGRESS']);
/** Waits before each resend of an unresolved write; after the last one the error reaches the caller. */
export const WRITE_RETRY_DELAYS_MS: readonly number[] = [500, 1500, 4000];

const wait = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

/**
 * One call to the gateway. Every write carries an idempotency key, the same on each resend: a write whose answer was
 * lost (504 OUTCOME_UNKNOWN) or that is still running (409 REQUEST_IN_PROGRESS) is sent again and gets its first
 * outcome, never applied twice.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const credential = options.credential ?? 'session';
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = tokenFor(credential);
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['Idempotency-Key'] = crypto.randomUUID();
  if (method !== 'GET') dropEarlyReads();

  let attempt = 0;
  for (;;) {
    let answer: ReadAnswer;
    try {
      const early = method === 'GET' ? takeEarlyRead(`${API_BASE}${path}`, token) : null;
      answer = await (early ??
        fetch(`${API_BASE}${path}`, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: options.signal,
        }).then(answerOf));
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(0, 'NETWORK_ERROR', 'The network request failed');
    }
    if (answer.ok) return answer.body as T;
    const error = apiErrorFromBody(answer.status, answer.body);
    const delay = WRITE_RETRY_DELAYS_MS[attempt];
    if (method !== 'GET' && UNRESOLVED.has(error.code) && delay !== undefined) {
      attempt += 1;
      await wait(delay, options.signal);
      continue;
    }
    throw rejected(error, credential, token);
  }
}

/**
 * A GET of `path` with the session that the shell sent early and whose answer has already arrived with a success, as
 * `apiRequest` would return it, taken; else undefined (the page asks as usual). Lets a page render its data on its
 * first render (a query's `initialData`) instead of a loading state and a second render.
 */
export function arrivedRead<T>(path: string): T | undefined {
  const arrived = takeArrivedEarlyRead(`${API_BASE}${path}`, tokenFor('session'));
  return arrived === null ? undefined : (arrived.body as T);
}

function rejected(error: ApiError, credential: ApiCredential, token: string | null): ApiError {
  // A rejected token (not wrong credentials at sign-in) ends the stored session, unless the session it belonged to
  // has already ended (a request still in flight at sign-out, or sent before another company was chosen).
  if (error.isUnauthorized && credential !== 'none' && token !== null && tokenFor(credential) === token) {
    sessionStore.clear();
    for (const listener of unauthorizedListeners) listener();
  }
  return error;
}

/**
 * A report page printed to PDF by the server (`POST /exports/pdf`), handed to the browser's downloads. The page is the
 * one the user sees, `path` as in the address bar.
 */
export async function downloadPdf(path: string, fileName: string, signal?: AbortSignal): Promise<void> {
  const response = await fetchPdf(`${API_BASE}/exports/pdf`, { method: 'POST', body: JSON.stringify({ path, fileName }) }, signal);
  saveDownload(await response.blob(), `${fileName}.pdf`);
}

/** Starts printing a page in the background: for a whole schedule's Gantt, which can take minutes. */
export async function startPdfJob(path: string, fileName: string): Promise<PdfJobView> {
  return (await apiRequest<{ job: PdfJobView }>('/exports/pdf/jobs', { method: 'POST', body: { path, fileName } })).job;
}

export async function pdfJobStatus(jobId: string, signal?: AbortSignal): Promise<PdfJobView> {
  return (await apiRequest<{ job: PdfJobView }>(`/exports/pdf/jobs/${encodeURIComponent(jobId)}`, signal === undefined ? {} : { signal })).job;
}

/** The finished job's file, handed to the browser's downloads. */
export async function downloadPdfJob(job: Pick<PdfJobView, 'id' | 'fileName'>): Promise<void> {
  const response = await fetchPdf(`${API_BASE}/exports/pdf/jobs/${encodeURIComponent(job.id)}/file`, { method: 'GET' });
  saveDownload(await response.blob(), `${job.fileName}.pdf`);
}

async function fetchPdf(url: string, init: { method: 'GET' | 'POST'; body?: string }, signal?: AbortSignal): Promise<Response> {
  const token = tokenFor('session');
  const response = await fetch(url, {
    ...init,
    headers: { Accept: 'application/pdf', ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(token === null ? {} : { Authorization: `Bearer ${token}` }) },
    ...(signal === undefined ? {} : { signal }),
  }).catch(() => {
    throw signal?.aborted === true ? new ApiError(0, 'TIMEOUT', 'The export took too long') : new ApiError(0, 'NETWORK_ERROR', 'The network request failed');
  });
  if (!response.ok) throw rejected(apiErrorFromBody(response.status, await readBody(response)), 'session', token);
  return response;
}

function saveDownload(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL is let go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
