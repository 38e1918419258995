import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  lookaheadRequests,
  projectsRequests,
  type GetProjectReply,
  type ListSchedulesReply,
  type ListTagsReply,
  type LookaheadWindowReply,
  type NotModifiedReply,
  type ServiceReply,
  type TopicReply,
} from '@tenon/contracts';
import { ServiceUnavailableError } from '../errors/service-error';
import type { TaggedJsonReply } from './conditional-reply';
import { KafkaRequester } from './kafka-requester';
import type { RequestTransport } from './request-transport';

/**
 * Most of this file is checked by the compiler: each call below compiles only while the requester takes its types from
 * `TopicContracts`, and each `@ts-expect-error` fails the build once a wrong shape or a hand-picked reply compiles.
 */

/** True only when A and B are the same type, not merely assignable one way. */
type Same<A, B> = (<V>() => V extends A ? 1 : 2) extends <V>() => V extends B ? 1 : 2 ? true : false;
const replyOfGetProjectIsExact: Same<TopicReply<typeof projectsRequests.getProject>, GetProjectReply> = true;

// Never started, so every request is refused at once and nothing is sent.
const idle: RequestTransport = { replyTopic: 'gateway.replies', start: () => Promise.resolve(), send: () => Promise.resolve(), stop: () => Promise.resolve() };
const requester = new KafkaRequester(idle, 50);
const auth = { userId: 'u', companyId: 'c', role: 'admin', sessionId: 's' } as const;
const projectId = '0123456789abcdef01234567';

test('a contract topic types the data sent and the data answered', async () => {
  const reply: Promise<ServiceReply<GetProjectReply>> = requester.request(projectsRequests.getProject, { auth, data: { projectId } });
  const project: Promise<GetProjectReply> = requester.call(projectsRequests.getProject, auth, { projectId });
  const window: Promise<ServiceReply<LookaheadWindowReply> | NotModifiedReply | TaggedJsonReply> = requester.requestConditional(
    lookaheadRequests.tasksWindow,
    { auth, data: { projectId, scheduleId: projectId, start: '2026-11-23', weeks: 4 } },
    '',
  );
  // A page's `limit` may be left to the schema's default (the masterplan asks for tags so).
  const tags: Promise<ListTagsReply> = requester.call(projectsRequests.listTags, auth, { projectId });
  for (const pending of [reply, project, window, tags]) await assert.rejects(pending, ServiceUnavailableError);
  assert.equal(replyOfGetProjectIsExact, true);
});

test('a wrong data shape, a wrong reply type, a hand-picked reply or a misspelt topic fail the build', async () => {
  // @ts-expect-error the contract's request names the project `projectId`
  const misshapen = requester.call(projectsRequests.getProject, auth, { id: projectId });
  // @ts-expect-error projects.projects.get does not answer a list of schedules
  const wrongReply: Promise<ListSchedulesReply> = requester.call(projectsRequests.getProject, auth, { projectId });
  // @ts-expect-error the reply type comes from the topic, never from the caller
  const handPicked = requester.call<GetProjectReply>(projectsRequests.getProject, auth, { projectId });
  // @ts-expect-error a literal topic has no untyped way in, so a misspelt one fails
  const misspelt = requester.request('projects.project.get', { auth, data: { projectId } });
  for (const pending of [misshapen, wrongReply, handPicked, misspelt]) await assert.rejects(pending, ServiceUnavailableError);
});

test('a topic known only at run time goes out untyped and answers unknown', async () => {
  const routed: string = projectsRequests.getProject;
  const reply: Promise<ServiceReply<unknown>> = requester.request(routed, { auth, data: { anything: true } });
  const conditional = requester.requestConditional(routed, { auth, data: {} }, '');
  await assert.rejects(reply, ServiceUnavailableError);
  await assert.rejects(conditional, ServiceUnavailableError);
});
