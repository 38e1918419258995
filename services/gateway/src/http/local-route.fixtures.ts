import type { AuthContext } from '@tenon/contracts';
import type { AccessGrant } from './access-guard';
import type { LocalRequest, LocalServices } from './gateway-route';

/** For the route tests beside each feature: a request as the router would hand it, and services that record their calls. */

export const memberAuth: AuthContext = { userId: 'user-1', companyId: 'company-a', role: 'admin', sessionId: 'sid-1' };
export const memberSession: AccessGrant = { kind: 'session', auth: memberAuth };

export function localRequest(parts: Partial<LocalRequest<unknown>> = {}): LocalRequest<unknown> {
  return { body: undefined, grant: { kind: 'public' }, params: {}, query: {}, headers: {}, ip: '203.0.113.7', file: undefined, ...parts };
}

export interface ServiceCall {
  /** `service.method`, e.g. `signup.complete`. */
  call: string;
  args: unknown[];
}

/**
 * Every service method records its call and answers what `answers` names for it (`'images.linkedContent'`), or
 * `{ answeredBy: 'service.method' }`, so a test sees both which call a handler made and that it answers with its result.
 */
export function recordingServices(answers: Record<string, unknown> = {}): { services: LocalServices; calls: ServiceCall[] } {
  const calls: ServiceCall[] = [];
  const serviceNamed = (service: string) =>
    new Proxy(
      {},
      {
        get: (_target, method) => {
          const call = `${service}.${String(method)}`;
          return (...args: unknown[]) => {
            calls.push({ call, args });
            return Promise.resolve(call in answers ? answers[call] : { answeredBy: call });
          };
        },
      },
    );
  const services = new Proxy({}, { get: (_target, service) => serviceNamed(String(service)) }) as LocalServices;
  return { services, calls };
}
