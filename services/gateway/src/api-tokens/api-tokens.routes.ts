import { createApiTokenBodySchema } from '@tenon/contracts';
import { localRoute, localRoutes, pathParam, sessionOf } from '../http/gateway-route';

const settingsAdmin = { key: 'settings.company', min: 'AC' } as const;

/** API tokens of the company, in company settings beside the audit log (docs/api-access.md, "API tokens"). */
export const apiTokenRoutes = localRoutes({
  apiTokensList: localRoute({
    method: 'GET',
    path: '/companies/current/api-tokens',
    access: settingsAdmin,
    handle: ({ grant }, { apiTokens }) => apiTokens.list(sessionOf(grant)),
  }),
  apiTokenCreate: localRoute({
    method: 'POST',
    path: '/companies/current/api-tokens',
    access: settingsAdmin,
    body: createApiTokenBodySchema,
    successStatus: 201,
    handle: ({ grant, body, ip }, { apiTokens }) => apiTokens.create(sessionOf(grant), body, ip),
  }),
  apiTokenRevoke: localRoute({
    method: 'DELETE',
    path: '/companies/current/api-tokens/:apiTokenId',
    access: settingsAdmin,
    handle: (request, { apiTokens }) => apiTokens.revoke(sessionOf(request.grant), pathParam(request, 'apiTokenId'), request.ip),
  }),
});
