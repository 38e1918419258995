import { eventTopicSpecs, replyTopicSpecs, requestTopicSpecs, type KafkaTopicSpec } from './topic-registry';
import { projectsEvents, projectsRequests } from './projects.topics';
import { masterplanEvents, masterplanRequests } from './masterplan.topics';
import { lookaheadEvents, lookaheadRequests } from './lookahead.topics';
import { weeklyEvents, weeklyRequests } from './weekly.topics';
import { taktEvents, taktRequests } from './takt.topics';
import { analyticsEvents, analyticsRequests } from './analytics.topics';

export * from './topic-registry';
export * from './projects.topics';
export * from './masterplan.topics';
export * from './lookahead.topics';
export * from './weekly.topics';
export * from './takt.topics';
export * from './analytics.topics';

/** Every request pattern, grouped by the service that answers it. */
export const requestTopicsByService = {
  projects: projectsRequests,
  masterplan: masterplanRequests,
  lookahead: lookaheadRequests,
  weekly: weeklyRequests,
  takt: taktRequests,
  analytics: analyticsRequests,
} as const;

export type ServiceName = keyof typeof requestTopicsByService;

const eventTopicsByService = {
  projects: projectsEvents,
  masterplan: masterplanEvents,
  lookahead: lookaheadEvents,
  weekly: weeklyEvents,
  takt: taktEvents,
  analytics: analyticsEvents,
} as const;

/** Every process that sends requests: the gateway and each service. */
export const REQUEST_CALLERS: readonly string[] = ['gateway', ...Object.keys(requestTopicsByService)];

/** What the start scripts create before any service boots (auto-creation is off). */
export function allKafkaTopics(): KafkaTopicSpec[] {
  const requests = Object.values(requestTopicsByService).flatMap((group) => Object.values(group));
  const events = Object.values(eventTopicsByService).flatMap((group) => Object.values(group) as string[]);
  return [...requestTopicSpecs(requests), ...replyTopicSpecs(REQUEST_CALLERS), ...eventTopicSpecs(events)];
}
export * from './topic-contracts';
