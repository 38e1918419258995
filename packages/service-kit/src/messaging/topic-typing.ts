import type { AuthContext, RequestTopic, TopicRequest } from '@tenon/contracts';

/**
 * A topic known only at run time (the gateway's route table, a test's own topics): the wide `string`. A literal, a
 * topic of `TopicContracts` or a misspelt one, resolves to `never`, so it cannot slip past its contract this way.
 */
export type RuntimeTopic<S extends string> = string extends S ? S : never;

/** `{ auth, data }` of a request on `T`, its data as the topic's contract names it. */
export interface TopicEnvelope<T extends RequestTopic> {
  auth?: AuthContext;
  data: TopicRequest<T>;
  idempotencyKey?: string;
}
