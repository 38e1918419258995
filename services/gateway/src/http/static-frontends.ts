import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { type Request, type Router } from 'express';
import { REMOTE_MODULES } from '@tenon/contracts';
import { ModulePreloads } from './module-preloads';

/** A bundle file named by its content (`843.02967730.js`), or asked for with the build's hash as its query (`main.js?7f02…`). */
const HASHED_NAME = /\.[0-9a-f]{8,}\.(js|css)$/;
const HASH_QUERY = /\?[0-9a-f]{16,}$/;
const ONE_YEAR_SECONDS = 31_536_000;

/**
 * A file whose URL changes with its content never changes under that URL: the browser keeps it without asking again,
 * instead of a 304 round trip per chunk on every open. Everything else (index.html, remoteEntry.js, the manifests)
 * is asked again each time, so a deployment shows at the next load.
 */
export function cacheControlFor(path: string, url: string): string {
  return HASHED_NAME.test(basename(path)) || HASH_QUERY.test(url) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache';
}

function staticFolder(dist: string, options: { index?: string; fallthrough?: boolean }) {
  return express.static(dist, {
    ...options,
    setHeaders: (response: ServerResponse, path: string) => {
      const request = (response as ServerResponse & { req: Request }).req;
      response.setHeader('Cache-Control', cacheControlFor(path, request.originalUrl));
    },
  });
}

/**
 * The shell at `/` (any non-API GET falls back to its index.html so client routes survive a reload) and each
 * remote under `/remotes/<name>/`. A folder that has not been built is skipped: the API works without it. A module's
 * page is sent with its module's code preloaded.
 */
export function staticFrontendsRouter(root: string, remoteUrls: Record<string, string>): Router {
  const router = express.Router();
  router.get('/remotes.json', (_request, response) => {
    response.json(remoteUrls);
  });
  for (const name of REMOTE_MODULES) {
    const dist = join(root, `mfe-${name}`, 'dist');
    router.use(`/remotes/${name}`, staticFolder(dist, { fallthrough: true }), (_request, response) => {
      response.status(404).json({ error: { code: 'NOT_FOUND', message: `No such file in the ${name} module` } });
    });
  }
  const preloads = new ModulePreloads(root, remoteUrls);
  const shellDist = join(root, 'shell', 'dist');
  router.use(staticFolder(shellDist, { index: 'index.html' }));
  router.get(/^(?!\/api\/|\/remotes\/).*/, (request, response, next) => {
    const index = join(shellDist, 'index.html');
    if (!existsSync(index)) {
      next();
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    const link = preloads.linkFor(request.path);
    if (link !== null) response.setHeader('Link', link);
    response.sendFile(index);
  });
  return router;
}
