import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../gateway-settings';
import { BinaryReply, localRoute, localRoutes } from '../http/gateway-route';

const OPENAPI_FILE = join(REPO_ROOT, 'docs', 'api', 'bi-openapi.yaml');

/** The BI API's description is public, as any API's documentation: a BI tool reads it before it has a token. */
export const biOpenApiRoutes = localRoutes({
  biOpenApi: localRoute({
    method: 'GET',
    path: '/bi/openapi.yaml',
    access: 'public',
    handle: async () => new BinaryReply('application/yaml; charset=utf-8', await readFile(OPENAPI_FILE), { 'Cache-Control': 'public, max-age=300' }),
  }),
});
