/** What the requester needs from Kafka; the kafkajs implementation is the only one used outside unit tests. */
export interface OutgoingRequest {
  topic: string;
  value: string;
  headers: Record<string, string>;
}

export interface IncomingReply {
  headers: Record<string, string | undefined>;
  value: string | null;
}

export interface RequestTransport {
  /** Where the services answer this process's requests (its service's reply topic, without namespace). */
  readonly replyTopic: string;
  start(onReply: (reply: IncomingReply) => void): Promise<void>;
  send(request: OutgoingRequest): Promise<void>;
  stop(): Promise<void>;
}

/** Header names of Nest's Kafka transport, which answers our requests on the service side. */
export const CORRELATION_ID_HEADER = 'kafka_correlationId';
export const REPLY_TOPIC_HEADER = 'kafka_replyTopic';
export const NEST_ERROR_HEADER = 'kafka_nest-err';
/** Epoch ms after which the caller has given up; a service skips such a request instead of acting on it late. */
export const DEADLINE_HEADER = 'x-request-deadline';
