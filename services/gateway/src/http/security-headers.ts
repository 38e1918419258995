import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** The origins of remotes served from elsewhere (absolute URLs in REMOTE_URLS); same-origin remotes add none. */
export function remoteOrigins(remoteUrls: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remoteUrls)) {
    if (!/^https?:\/\//i.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}

/**
 * Tokens live in web storage, so an injected script could read them: the page may run scripts only from the shell's
 * and the remotes' origins (no inline script, no eval), may not be framed, and sends no referrer off-site. Styles allow
 * inline because antd writes its CSS-in-JS into style elements at run time. HSTS only where the product is on TLS.
 */
export function securityHeaders(remoteUrls: Record<string, string>, publicUrl: string, framedUrl: string | null = null): RequestHandler {
  const remotes = remoteOrigins(remoteUrls);
  // /analytics-v2 frames the company's external analytics: that origin only.
  const framed = framedUrl === null ? [] : [new URL(framedUrl).origin];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        connectSrc: ["'self'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        workerSrc: ["'self'", ...remotes],
        frameSrc: ["'self'", ...framed],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: publicUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Remotes on other origins must be able to load their chunks into the shell.
    crossOriginResourcePolicy: { policy: remotes.length > 0 ? 'cross-origin' : 'same-origin' },
  });
}
