import { test } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { checkAccessRequestSchema, projectsRequests, type CheckAccessReply, type ServiceRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from './service-request.decorator';

const reply: CheckAccessReply = { projectId: 'p', scheduleId: null, modules: [], subcontractId: null };
const runtimeTopic: string = 'kittest.echo';

/**
 * Compiles only while each handler agrees with `TopicContracts`: a handler that drifts from its topic's request or
 * reply, or a schema that refuses what callers send, must fail the build, not the first request in production.
 */
class Handlers {
  @ServiceRequestHandler(projectsRequests.checkAccess, checkAccessRequestSchema)
  agrees(request: ServiceRequest<{ projectId: string; scheduleId?: string }>): CheckAccessReply {
    return { ...reply, projectId: request.data.projectId };
  }

  @ServiceRequestHandler(projectsRequests.checkAccess, checkAccessRequestSchema)
  async agreesLater(): Promise<CheckAccessReply> {
    return Promise.resolve(reply);
  }

  // @ts-expect-error the reply lacks the contract's `modules`
  @ServiceRequestHandler(projectsRequests.checkAccess, checkAccessRequestSchema)
  wrongReply() {
    return { projectId: 'p', scheduleId: null, subcontractId: null };
  }

  // @ts-expect-error the handler wants data the schema does not give
  @ServiceRequestHandler(projectsRequests.checkAccess, checkAccessRequestSchema)
  wrongRequest(request: ServiceRequest<{ projectId: number }>): CheckAccessReply {
    return { ...reply, projectId: String(request.data.projectId) };
  }

  // @ts-expect-error the schema refuses what callers of the topic send (no `name`)
  @ServiceRequestHandler(projectsRequests.checkAccess, z.object({ projectId: z.string(), name: z.string() }))
  wrongSchema(): CheckAccessReply {
    return reply;
  }

  // A topic known only at run time is checked against its schema alone.
  @ServiceRequestHandler(runtimeTopic, z.object({ word: z.string() }))
  echo(request: ServiceRequest<{ word: string }>) {
    return request.data.word;
  }

  // @ts-expect-error a literal topic is never taken as a run-time one: it is misspelt, or it has a contract
  @ServiceRequestHandler('projects.access.chek', z.object({}))
  misspelt() {
    return reply;
  }
}

test('decorated handlers keep their methods answering the Kafka envelope', async () => {
  const answer = (Handlers.prototype.agrees as unknown as (payload: unknown) => Promise<unknown>).bind(new Handlers());
  const auth = { userId: 'u1', companyId: 'c1', role: 'planner', sessionId: 's1' };
  assert.deepEqual(await answer({ auth, data: { projectId: '0123456789abcdef01234567' } }), { ok: true, data: { ...reply, projectId: '0123456789abcdef01234567' } });
});
