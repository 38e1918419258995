import type { EmbeddedAnalyticsConfig } from '@tenon/contracts';
import { DomainError } from '../domain-error';
import { localRoute, localRoutes, sessionOf } from '../http/gateway-route';

/** Where /analytics-v2 points (`ANALYTICS_V2_URL`): an external analytics site; unset, the page says it is not set up. */
export function embeddedAnalyticsUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const url = env.ANALYTICS_V2_URL?.trim();
  if (url === undefined || url === '') return null;
  return /^https?:\/\//i.test(url) ? url : null;
}

/** The embedded analytics page (spec part 3, 2.7): refused to the client role, which sees a no-access message. */
export const embeddedAnalyticsRoutes = localRoutes({
  embeddedAnalyticsConfig: localRoute({
    method: 'GET',
    path: '/analytics-v2/config',
    access: { key: 'analytics.ppc', min: 'V' },
    handle: ({ grant }): EmbeddedAnalyticsConfig => {
      if (sessionOf(grant).role === 'client') throw new DomainError('NO_PERMISSION', 'The client role has no access to the embedded analytics');
      return { url: embeddedAnalyticsUrl() };
    },
  }),
});
