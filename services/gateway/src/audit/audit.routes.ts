import { auditEventsQuerySchema } from '@tenon/contracts';
import { validationDetails } from '@tenon/service-kit';
import { DomainError } from '../domain-error';
import { localRoute, localRoutes, sessionOf } from '../http/gateway-route';

/** The company's security log (docs/api-access.md, "Security audit log"). */
export const auditRoutes = localRoutes({
  companyAuditEvents: localRoute({
    method: 'GET',
    path: '/companies/current/audit-events',
    access: { key: 'settings.company', min: 'AC' },
    handle: ({ grant, query }, { audit }) => {
      const parsed = auditEventsQuerySchema.safeParse(query);
      if (!parsed.success) throw new DomainError('VALIDATION_FAILED', 'The query is not valid', validationDetails(parsed.error));
      return audit.list(sessionOf(grant), parsed.data);
    },
  }),
});
