import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Router } from 'express';
import { REMOTE_NAMES } from '../gateway-settings';

/**
 * The shell at `/` (any non-API GET falls back to its index.html so client routes survive a reload) and each
 * remote under `/remotes/<name>/`. A folder that has not been built is skipped: the API works without it.
 */
export function staticFrontendsRouter(root: string, remoteUrls: Record<string, string>): Router {
  const router = express.Router();
  router.get('/remotes.json', (_request, response) => {
    response.json(remoteUrls);
  });
  for (const name of REMOTE_NAMES) {
    const dist = join(root, `mfe-${name}`, 'dist');
    router.use(`/remotes/${name}`, express.static(dist, { fallthrough: true }), (_request, response) => {
      response.status(404).json({ error: { code: 'NOT_FOUND', message: `No such file in the ${name} module` } });
    });
  }
  const shellDist = join(root, 'shell', 'dist');
  router.use(express.static(shellDist, { index: 'index.html' }));
  router.get(/^(?!\/api\/|\/remotes\/).*/, (_request, response, next) => {
    const index = join(shellDist, 'index.html');
    if (!existsSync(index)) {
      next();
      return;
    }
    response.sendFile(index);
  });
  return router;
}
