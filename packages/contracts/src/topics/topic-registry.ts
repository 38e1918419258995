/** A Kafka topic the platform needs created before any service starts. */
export interface KafkaTopicSpec {
  topic: string;
  numPartitions: number;
}

/** Request topics get a `.reply` twin: Nest's Kafka transport answers there. */
export const REQUEST_PARTITIONS = 3;
/** Events are keyed by sector (schedule) id, so more partitions spread a busy company's load. */
export const EVENT_PARTITIONS = 6;

export function requestTopicSpecs(requestTopics: readonly string[]): KafkaTopicSpec[] {
  return requestTopics.flatMap((topic) => [
    { topic, numPartitions: REQUEST_PARTITIONS },
    { topic: `${topic}.reply`, numPartitions: REQUEST_PARTITIONS },
  ]);
}

export function eventTopicSpecs(eventTopics: readonly string[]): KafkaTopicSpec[] {
  return eventTopics.map((topic) => ({ topic, numPartitions: EVENT_PARTITIONS }));
}
