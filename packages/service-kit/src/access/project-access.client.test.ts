import { test } from 'node:test';
import assert from 'node:assert/strict';
import { projectsRequests, type AuthContext, type CheckAccessReply } from '@tenon/contracts';
import { wrongCompany } from '../errors/service-error';
import type { KafkaRequester } from '../messaging/kafka-requester';
import { PROJECT_ACCESS_CALLS, ProjectAccessClient } from './project-access.client';

const auth: AuthContext = { userId: 'u1', companyId: 'company-a', role: 'planner', sessionId: 's1' };
const scope = { projectId: 'a'.repeat(24), scheduleId: 'b'.repeat(24) };

function clientAnswering(answer: () => Promise<CheckAccessReply>) {
  const asked: Array<{ topic: string; auth: AuthContext; data: unknown }> = [];
  const requester = {
    call: (topic: string, caller: AuthContext, data: unknown) => {
      asked.push({ topic, auth: caller, data });
      return answer();
    },
  };
  return { asked, client: new ProjectAccessClient(requester as unknown as KafkaRequester) };
}

test("asks the projects service's access check with the caller's auth and the schedule", async () => {
  const reply: CheckAccessReply = { projectId: scope.projectId, scheduleId: scope.scheduleId, modules: ['masterplan'], subcontractId: null };
  const { asked, client } = clientAnswering(() => Promise.resolve(reply));
  assert.deepEqual(await client.assertScheduleAccess(auth, scope), reply);
  assert.deepEqual(asked, [{ topic: projectsRequests.checkAccess, auth, data: scope }]);
});

test('a refusal of the projects service reaches the caller with its code and status', async () => {
  const { client } = clientAnswering(() => Promise.reject(wrongCompany()));
  await assert.rejects(client.assertScheduleAccess(auth, scope), { code: 'WRONG_COMPANY', status: 403 });
});

test('the topics it asks are the ones a service registers to read their replies', () => {
  assert.deepEqual(PROJECT_ACCESS_CALLS, [projectsRequests.checkAccess]);
});
