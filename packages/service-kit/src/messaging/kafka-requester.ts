import { randomUUID } from 'node:crypto';
import {
  REQUEST_ID_HEADER,
  serviceReplySchema,
  type AuthContext,
  type NotModifiedReply,
  type RequestTopic,
  type ServiceReply,
  type TopicReply,
  type TopicRequest,
} from '@tenon/contracts';
import { IF_NONE_MATCH_HEADER, taggedJsonOf, type TaggedJsonReply } from './conditional-reply';
import { namespacedTopic } from '../config/topic-namespace';
import { ServiceError, ServiceUnavailableError } from '../errors/service-error';
import { currentRequestId } from '../logging/request-context';
import {
  CORRELATION_ID_HEADER,
  DEADLINE_HEADER,
  NEST_ERROR_HEADER,
  REPLY_TOPIC_HEADER,
  type IncomingReply,
  type RequestTransport,
} from './request-transport';
import type { RuntimeTopic, TopicEnvelope } from './topic-typing';

/** What a request may be answered: a conditional one also by `NotModifiedReply` or its data's JSON text. */
type AnyReply = ServiceReply<unknown> | NotModifiedReply | TaggedJsonReply;

interface PendingRequest {
  topic: string;
  conditional: boolean;
  resolve: (reply: AnyReply) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export interface RequestEnvelope {
  auth?: AuthContext;
  data: unknown;
  idempotencyKey?: string;
}

export interface RequestOptions {
  timeoutMs?: number;
  requestId?: string;
}

/**
 * Sends `{ auth, data }` on a request topic and waits for the correlated reply. Never hangs: a reply that
 * does not come within the timeout, a send that fails or a stopped transport all end in ServiceUnavailableError.
 */
export class KafkaRequester {
  private readonly pending = new Map<string, PendingRequest>();
  private running = false;

  constructor(
    private readonly transport: RequestTransport,
    private readonly defaultTimeoutMs: number,
  ) {}

  async start(): Promise<void> {
    await this.transport.start((reply) => this.settle(reply));
    this.running = true;
  }

  async stop(): Promise<void> {
    this.running = false;
    for (const [correlationId, request] of this.pending) {
      clearTimeout(request.timer);
      request.reject(new ServiceUnavailableError(request.topic, 'the request client stopped', 'no-reply'));
      this.pending.delete(correlationId);
    }
    await this.transport.stop();
  }

  get inFlight(): number {
    return this.pending.size;
  }

  /**
   * The reply envelope as the service sent it (ok or a coded error). A topic of `TopicContracts` types both the data
   * sent and the data answered; a topic known only at run time (the gateway's route table) answers `unknown`.
   */
  request<T extends RequestTopic>(topic: T, envelope: TopicEnvelope<T>, options?: RequestOptions): Promise<ServiceReply<TopicReply<T>>>;
  request<S extends string>(topic: RuntimeTopic<S>, envelope: RequestEnvelope, options?: RequestOptions): Promise<ServiceReply<unknown>>;
  request(topic: string, envelope: RequestEnvelope, options: RequestOptions = {}): Promise<ServiceReply<unknown>> {
    return this.send(topic, envelope, options, {}) as Promise<ServiceReply<unknown>>;
  }

  /**
   * A read asked on the condition that its data is not what the caller holds, named by `ifNoneMatch` (an HTTP
   * If-None-Match; empty when the caller holds nothing): answered `notModified` when it is, else with the data's etag
   * and its JSON text as the service wrote it (or, from a service that writes it otherwise, the parsed data).
   */
  requestConditional<T extends RequestTopic>(
    topic: T,
    envelope: TopicEnvelope<T>,
    ifNoneMatch: string,
    options?: RequestOptions,
  ): Promise<ServiceReply<TopicReply<T>> | NotModifiedReply | TaggedJsonReply>;
  requestConditional<S extends string>(
    topic: RuntimeTopic<S>,
    envelope: RequestEnvelope,
    ifNoneMatch: string,
    options?: RequestOptions,
  ): Promise<ServiceReply<unknown> | NotModifiedReply | TaggedJsonReply>;
  requestConditional(topic: string, envelope: RequestEnvelope, ifNoneMatch: string, options: RequestOptions = {}): Promise<AnyReply> {
    return this.send(topic, envelope, options, { [IF_NONE_MATCH_HEADER]: ifNoneMatch });
  }

  private send(topic: string, envelope: RequestEnvelope, options: RequestOptions, extraHeaders: Record<string, string>): Promise<AnyReply> {
    if (!this.running) return Promise.reject(new ServiceUnavailableError(topic, 'the request client is not connected'));
    const correlationId = randomUUID();
    const timeoutMs = options.timeoutMs ?? this.defaultTimeoutMs;
    const requestId = options.requestId ?? currentRequestId() ?? correlationId;
    return new Promise<AnyReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(correlationId);
        reject(new ServiceUnavailableError(topic, `no reply within ${timeoutMs} ms`, 'no-reply'));
      }, timeoutMs);
      this.pending.set(correlationId, { topic, conditional: IF_NONE_MATCH_HEADER in extraHeaders, resolve, reject, timer });
      this.transport
        .send({
          topic: namespacedTopic(topic),
          value: JSON.stringify(envelope),
          headers: {
            [CORRELATION_ID_HEADER]: correlationId,
            [REPLY_TOPIC_HEADER]: namespacedTopic(this.transport.replyTopic),
            [REQUEST_ID_HEADER]: requestId,
            [DEADLINE_HEADER]: String(Date.now() + timeoutMs),
            ...extraHeaders,
          },
        })
        .catch((error: unknown) => {
          const request = this.pending.get(correlationId);
          if (request === undefined) return;
          clearTimeout(request.timer);
          this.pending.delete(correlationId);
          reject(new ServiceUnavailableError(topic, `send failed: ${error instanceof Error ? error.message : String(error)}`, 'no-reply'));
        });
    });
  }

  /** For service-to-service calls: the reply's data, or the remote ServiceError rethrown with its code. */
  async call<T extends RequestTopic>(topic: T, auth: AuthContext, data: TopicRequest<T>, options: RequestOptions = {}): Promise<TopicReply<T>> {
    const reply = await this.request<T>(topic, { auth, data }, options);
    if (reply.ok) return reply.data;
    throw new ServiceError(reply.error.code, reply.error.message, reply.error.status, reply.error.details);
  }

  private settle(reply: IncomingReply): void {
    const correlationId = reply.headers[CORRELATION_ID_HEADER];
    if (correlationId === undefined) return;
    const request = this.pending.get(correlationId);
    // Replies to another process's requests, or to ones that already timed out, are not ours.
    if (request === undefined) return;
    clearTimeout(request.timer);
    this.pending.delete(correlationId);
    const nestError = reply.headers[NEST_ERROR_HEADER];
    if (nestError !== undefined) {
      request.resolve({ ok: false, error: { code: 'INTERNAL', message: `The service failed: ${nestError}`, status: 500 } });
      return;
    }
    const tagged = request.conditional && reply.value !== null ? taggedJsonOf(reply.value) : null;
    if (tagged !== null) {
      request.resolve(tagged);
      return;
    }
    try {
      const parsed = serviceReplySchema.safeParse(JSON.parse(reply.value ?? 'null'));
      if (parsed.success) request.resolve(parsed.data);
      else request.resolve({ ok: false, error: { code: 'INTERNAL', message: 'The service sent a reply of unknown shape', status: 500 } });
    } catch {
      request.resolve({ ok: false, error: { code: 'INTERNAL', message: 'The service sent an unreadable reply', status: 500 } });
    }
  }
}
