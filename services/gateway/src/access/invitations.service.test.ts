import { test } from 'node:test';
import assert from 'node:assert/strict';
import { notAMember, notFound, ServiceError, ServiceUnavailableError, wrongCompany } from '@tenon/service-kit';
import { DomainError } from '../domain-error';
import { memberAuth } from '../http/local-route.fixtures';
import { InvitationsService } from './invitations.service';

const unused = {} as never;
const rows = [{ email: 'guest@site.test', role: 'planner' as const }];

/** Only the project check and the role check are reached in these cases; the role check refuses every role. */
function invitationsAnswering(getProject: () => Promise<unknown>): InvitationsService {
  const projects = { getProject };
  const permissionTables = { tableOf: () => Promise.resolve(undefined) };
  return new InvitationsService(unused, unused, unused, unused, unused, unused, unused, unused, projects as never, permissionTables as never, unused, unused);
}

test('an invitation to a project the projects service refuses as unknown, foreign or not shared is WRONG_COMPANY', async () => {
  for (const refusal of [notFound('Project'), wrongCompany(), notAMember()]) {
    const invitations = invitationsAnswering(() => Promise.reject(refusal));
    await assert.rejects(invitations.inviteRows(memberAuth, rows, 'project-b', 'en'), (error: unknown) => {
      assert.ok(error instanceof DomainError, refusal.code);
      assert.equal(error.code, 'WRONG_COMPANY');
      return true;
    });
  }
});

test('any other failure of the project check reaches the caller unchanged', async () => {
  for (const failure of [new ServiceUnavailableError('projects.projects.get', 'no reply within 5000 ms'), new ServiceError('VALIDATION_FAILED', 'bad id', 400)]) {
    await assert.rejects(invitationsAnswering(() => Promise.reject(failure)).inviteRows(memberAuth, rows, 'project-a', 'en'), (error: unknown) => error === failure);
  }
});

test('an invitation to the company\'s own project goes on to the role check', async () => {
  const invitations = invitationsAnswering(() => Promise.resolve({ id: 'project-a' }));
  await assert.rejects(invitations.inviteRows(memberAuth, rows, 'project-a', 'en'), (error: unknown) => error instanceof DomainError && error.code === 'NO_PERMISSION');
});
