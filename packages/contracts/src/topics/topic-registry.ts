/** A Kafka topic the platform needs created before any service starts. */
export interface KafkaTopicSpec {
  topic: string;
  numPartitions: number;
}

/** As many as instances of the answering service that can share a request topic's load. */
export const REQUEST_PARTITIONS = 3;
/** Events are keyed by sector (schedule) id, so more partitions spread a busy company's load. */
export const EVENT_PARTITIONS = 6;

/**
 * Each calling service has one reply topic, read in full by each of its processes. One twin per request topic
 * instead made every caller of a topic read the replies meant for all the others, and made the gateway fetch
 * hundreds of partitions on every poll.
 */
export const callerReplyTopic = (caller: string): string => `${caller}.replies`;

export function requestTopicSpecs(requestTopics: readonly string[]): KafkaTopicSpec[] {
  return requestTopics.map((topic) => ({ topic, numPartitions: REQUEST_PARTITIONS }));
}

export function replyTopicSpecs(callers: readonly string[]): KafkaTopicSpec[] {
  return callers.map((caller) => ({ topic: callerReplyTopic(caller), numPartitions: REQUEST_PARTITIONS }));
}

export function eventTopicSpecs(eventTopics: readonly string[]): KafkaTopicSpec[] {
  return eventTopics.map((topic) => ({ topic, numPartitions: EVENT_PARTITIONS }));
}
