import { createHmac, timingSafeEqual } from 'node:crypto';

const IMAGE_PATH = /^\/api\/v1\/images\/([0-9a-f]{24})(?:\?.*)?$/;
const BARE_ID = /^[0-9a-f]{24}$/;
const STORED_IMAGE_VALUE = /([:,[])"\/api\/v1\/images\/([0-9a-f]{24})"/g;
/** Links stay valid for one to two hours: the expiry is rounded to the hour so a page's links stay cacheable. */
const HOUR_SECONDS = 3600;

/** The image id a body names, as a bare id or as a (signed or unsigned) image URL; undefined for anything else. */
export function imageIdOf(value: string): string | undefined {
  if (BARE_ID.test(value)) return value;
  return IMAGE_PATH.exec(value)?.[1];
}

/**
 * Image URLs handed to browsers carry an expiry and an HMAC of (id, expiry): `<img>` cannot send the session token,
 * and ids alone are guessable. Stored data keeps the bare `/api/v1/images/<id>` path; answers are signed on the way out.
 */
export class ImageLinkSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('tenon image links').digest();
  }

  sign(imageId: string, nowMs: number = Date.now()): string {
    const expires = (Math.floor(nowMs / 1000 / HOUR_SECONDS) + 2) * HOUR_SECONDS;
    return `/api/v1/images/${imageId}?expires=${expires}&signature=${this.signature(imageId, expires)}`;
  }

  /** Whether a link is genuine and unexpired; the seconds it still has to live, for the cache headers. */
  verify(imageId: string, expires: unknown, signature: unknown, nowMs: number = Date.now()): number | undefined {
    if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return undefined;
    const remaining = Number(expires) - Math.floor(nowMs / 1000);
    if (remaining <= 0) return undefined;
    const expected = Buffer.from(this.signature(imageId, Number(expires)));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? remaining : undefined;
  }

  /**
   * An answer serialized as JSON with every stored image path replaced by a signed link. It works on the text: a JSON
   * string value opens with a quote right after `:`, `,` or `[`, and a quote inside a string is always escaped, so only
   * whole string values match; a 10,000-activity plan is not walked object by object.
   */
  signJson(json: string, nowMs: number = Date.now()): string {
    if (!json.includes('"/api/v1/images/')) return json;
    return json.replace(STORED_IMAGE_VALUE, (_match, before: string, id: string) => `${before}"${this.sign(id, nowMs)}"`);
  }

  private signature(imageId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${imageId}.${expires}`).digest('base64url').slice(0, 32);
  }
}
