import type { Consumer, Kafka, Producer } from 'kafkajs';
import { kafkaConsumerConfig, kafkaProducerConfig } from '../config/kafka-options';
import { namespacedTopic } from '../config/topic-namespace';
import type { IncomingReply, OutgoingRequest, RequestTransport } from './request-transport';
import { offsetsFixed } from './consumer-ready';
import { TickBatchedSender } from './tick-batched-sender';

const READY_TIMEOUT_MS = 30_000;

/**
 * One consumer group per process (unique group id) reading every partition of its service's reply topic,
 * so no reply-partition bookkeeping is needed and a process restart never waits for a rebalance of others.
 * Replies to the service's other processes pass by and are dropped by the requester.
 */
export class KafkaJsRequestTransport implements RequestTransport {
  private producer: Producer | undefined;
  private readonly requests = new TickBatchedSender(() => this.producer);
  private consumer: Consumer | undefined;

  constructor(
    private readonly kafka: Kafka,
    readonly replyTopic: string,
    private readonly groupId: string,
  ) {}

  async start(onReply: (reply: IncomingReply) => void): Promise<void> {
    const producer = this.kafka.producer(kafkaProducerConfig);
    const consumer = this.kafka.consumer(kafkaConsumerConfig(this.groupId));
    this.producer = producer;
    this.consumer = consumer;
    await producer.connect();
    await consumer.connect();
    await consumer.subscribe({ topics: [namespacedTopic(this.replyTopic)], fromBeginning: false });
    // No reply to a request sent from now on can be skipped once the group's offsets are fixed.
    const ready = offsetsFixed(consumer, READY_TIMEOUT_MS);
    // Replies are only handed to waiting promises: a whole batch is read in one go, no per-record bookkeeping.
    await consumer.run({
      eachBatch: ({ batch }) => {
        for (const message of batch.messages) {
          const headers: Record<string, string | undefined> = {};
          for (const [name, value] of Object.entries(message.headers ?? {})) {
            headers[name] = Array.isArray(value) ? value.map(String).join(',') : value?.toString();
          }
          onReply({ headers, value: message.value?.toString() ?? null });
        }
        return Promise.resolve();
      },
    });
    if (!(await ready)) throw new Error(`reply consumer not ready after ${READY_TIMEOUT_MS} ms`);
  }

  /** Requests made in the same tick leave in one produce call. */
  send(request: OutgoingRequest): Promise<void> {
    if (this.producer === undefined) return Promise.reject(new Error('transport not started'));
    return this.requests.send(request);
  }

  async stop(): Promise<void> {
    await this.consumer?.disconnect();
    await this.producer?.disconnect();
    this.consumer = undefined;
    this.producer = undefined;
  }
}
