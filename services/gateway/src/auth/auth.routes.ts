import { createSessionBodySchema, loginBodySchema } from '@tenon/contracts';
import { localRoute, localRoutes, sessionOf, signedInUserOf } from '../http/gateway-route';

/** Sign-in, company sessions and sign-out (docs/api.md). */
export const authRoutes = localRoutes({
  login: localRoute({
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    body: loginBodySchema,
    handle: ({ body, ip }, { auth }) => auth.login(body.email, body.password, ip ?? 'unknown'),
  }),
  openSession: localRoute({
    method: 'POST',
    path: '/auth/sessions',
    access: 'user-token',
    body: createSessionBodySchema,
    successStatus: 201,
    handle: ({ body, grant, ip }, { auth }) => auth.openSession(signedInUserOf(grant), body.companyId, ip ?? null),
  }),
  logout: localRoute({
    method: 'DELETE',
    path: '/auth/sessions/current',
    access: 'session',
    successStatus: 204,
    handle: async ({ grant, ip }, { auth }) => {
      const { userId, sessionId, companyId } = sessionOf(grant);
      await auth.logout({ userId, sessionId, companyId }, ip ?? null);
    },
  }),
  logoutEverywhere: localRoute({
    method: 'DELETE',
    path: '/auth/sessions',
    access: 'session',
    successStatus: 204,
    handle: async ({ grant, ip }, { auth }) => {
      await auth.endEverySignIn(sessionOf(grant).userId, { type: 'signed-out-everywhere', ip: ip ?? null });
    },
  }),
  me: localRoute({
    method: 'GET',
    path: '/auth/me',
    access: 'session',
    handle: ({ grant }, { auth }) => {
      const { userId, sessionId, companyId } = sessionOf(grant);
      return auth.me({ userId, sessionId, companyId });
    },
  }),
});
