import { API_BASE } from './api-client';
import { ApiError, apiErrorFromBody } from './api-error';
import type { ImageUploadResponse as UploadedImage } from '@tenon/contracts/types';
import { sessionStore } from '../session/session-store';

/**
 * `POST /images` as multipart. With a mail-link token (onboarding, invited profile) the link authorises the upload;
 * otherwise the company session does.
 */
export async function uploadImage(file: Blob, linkToken?: string): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const sessionToken = sessionStore.getState().companySession?.sessionToken ?? null;
  if (linkToken !== undefined) headers['x-link-token'] = linkToken;
  else if (sessionToken !== null) headers.Authorization = `Bearer ${sessionToken}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/images`, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'The network request failed');
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  if (!response.ok) throw apiErrorFromBody(response.status, body);
  return body as UploadedImage;
}
