import { test } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { DomainError } from '../domain-error';
import { localRoute, localRoutes } from './gateway-route';
import { localRequest, recordingServices } from './local-route.fixtures';

const bodySchema = z.object({ email: z.string().trim().toLowerCase(), lang: z.enum(['en', 'es']).default('en') });

test('a feature route is named after its key and keeps every option it declares', () => {
  const routes = localRoutes({
    passwordResetRequest: localRoute({
      method: 'POST',
      path: '/auth/password-resets',
      access: 'public',
      body: bodySchema,
      successStatus: 202,
      sendsMail: true,
      handle: ({ body }, { passwordResets }) => passwordResets.request(body.email, body.lang),
    }),
  });
  const route = routes.passwordResetRequest;
  assert.equal(route.target.kind, 'local');
  assert.equal(route.target.name, 'passwordResetRequest');
  assert.deepEqual(
    { method: route.method, path: route.path, access: route.access, successStatus: route.successStatus, sendsMail: route.sendsMail, body: route.body },
    { method: 'POST', path: '/auth/password-resets', access: 'public', successStatus: 202, sendsMail: true, body: bodySchema },
  );
});

test('a handler that answers at once or throws at once still answers with a promise', async () => {
  const { services } = recordingServices();
  const routes = localRoutes({
    plain: localRoute({ method: 'GET', path: '/plain', access: 'public', handle: () => ({ at: 'once' }) }),
    refusing: localRoute({
      method: 'GET',
      path: '/refusing',
      access: 'public',
      handle: () => {
        throw new DomainError('NOT_FOUND', 'nothing here');
      },
    }),
  });
  assert.deepEqual(await routes.plain.target.handle(localRequest(), services), { at: 'once' });
  await assert.rejects(routes.refusing.target.handle(localRequest(), services), (error: unknown) => error instanceof DomainError && error.code === 'NOT_FOUND');
});

test('a handler reads only what its body schema has (checked by the compiler)', () => {
  localRoute({
    method: 'POST',
    path: '/typed',
    access: 'public',
    body: bodySchema,
    // @ts-expect-error the schema has no password field
    handle: ({ body }) => typeof body.password,
  });
  localRoute({
    method: 'GET',
    path: '/untyped',
    access: 'public',
    // @ts-expect-error without a schema the body is unknown and cannot be read
    handle: ({ body }) => typeof body.email,
  });
});
