import type { Consumer, Kafka, Message, Producer } from 'kafkajs';
import { kafkaConsumerConfig, kafkaProducerConfig } from '../config/kafka-options';
import { replyTopicOf, type IncomingReply, type OutgoingRequest, type RequestTransport } from './request-transport';

const READY_TIMEOUT_MS = 30_000;

/**
 * One consumer group per process (unique group id) reading every partition of the reply topics it needs,
 * so no reply-partition bookkeeping is needed and a process restart never waits for a rebalance of others.
 */
export class KafkaJsRequestTransport implements RequestTransport {
  private producer: Producer | undefined;
  private readonly outbox: { request: OutgoingRequest; resolve: () => void; reject: (error: Error) => void }[] = [];
  private consumer: Consumer | undefined;

  constructor(
    private readonly kafka: Kafka,
    private readonly requestTopics: readonly string[],
    private readonly groupId: string,
  ) {}

  async start(onReply: (reply: IncomingReply) => void): Promise<void> {
    const producer = this.kafka.producer(kafkaProducerConfig);
    const consumer = this.kafka.consumer(kafkaConsumerConfig(this.groupId));
    this.producer = producer;
    this.consumer = consumer;
    await producer.connect();
    await consumer.connect();
    await consumer.subscribe({ topics: this.requestTopics.map(replyTopicOf), fromBeginning: false });
    // A fresh group starts at the log end; the first fetch after joining means the offsets are fixed,
    // so no reply to a request sent from now on can be skipped.
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`reply consumer not ready after ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
      let joined = false;
      const removeJoin = consumer.on(consumer.events.GROUP_JOIN, () => {
        joined = true;
      });
      const removeFetch = consumer.on(consumer.events.FETCH, () => {
        if (!joined) return;
        clearTimeout(timer);
        removeJoin();
        removeFetch();
        resolve();
      });
    });
    await consumer.run({
      partitionsConsumedConcurrently: 3,
      eachMessage: ({ message }) => {
        const headers: Record<string, string | undefined> = {};
        for (const [name, value] of Object.entries(message.headers ?? {})) {
          headers[name] = Array.isArray(value) ? value.map(String).join(',') : value?.toString();
        }
        onReply({ headers, value: message.value?.toString() ?? null });
        return Promise.resolve();
      },
    });
    await ready;
  }

  /**
   * Requests made in the same tick leave in one produce call: under load this cuts the broker round trips
   * (and the gateway's CPU per request) without delaying a lone request.
   */
  send(request: OutgoingRequest): Promise<void> {
    if (this.producer === undefined) return Promise.reject(new Error('transport not started'));
    return new Promise<void>((resolve, reject) => {
      this.outbox.push({ request, resolve, reject });
      if (this.outbox.length === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    const batch = this.outbox.splice(0, this.outbox.length);
    const producer = this.producer;
    if (batch.length === 0) return;
    if (producer === undefined) {
      for (const entry of batch) entry.reject(new Error('transport stopped'));
      return;
    }
    const byTopic = new Map<string, Message[]>();
    for (const { request } of batch) {
      const messages = byTopic.get(request.topic) ?? [];
      messages.push({ value: request.value, headers: request.headers });
      byTopic.set(request.topic, messages);
    }
    try {
      await producer.sendBatch({ topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })) });
      for (const entry of batch) entry.resolve();
    } catch (error) {
      for (const entry of batch) entry.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  async stop(): Promise<void> {
    await this.consumer?.disconnect();
    await this.producer?.disconnect();
    this.consumer = undefined;
    this.producer = undefined;
  }
}
