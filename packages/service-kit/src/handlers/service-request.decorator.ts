import { Ctx, MessagePattern, Payload, Transport } from '@nestjs/microservices';
import type { z } from 'zod';
import type { RequestTopic, ServiceRequest, TopicReply, TopicRequest } from '@tenon/contracts';
import type { RuntimeTopic } from '../messaging/topic-typing';
import { activeIdempotentRequests } from './idempotent-requests.store';
import { answerRequest, type RequestHeadersSource } from './request-handler';

/** Returns the result, or a promise of it. */
type RequestRule<TData> = (request: ServiceRequest<TData>) => unknown;

/** A handler's request as its schema parsed it: `request: RequestOf<typeof createUnitRequestSchema>`. */
export type RequestOf<TSchema extends z.ZodType> = ServiceRequest<z.output<TSchema>>;

/**
 * A handler of `T` as `TopicContracts` has it: the data of the topic's reply out. What comes in is the request as its
 * schema parsed it (`Data`), which may differ from what callers send (a coerced number sent as text).
 */
export type TopicHandler<T extends RequestTopic, Data = TopicRequest<T>> = (request: ServiceRequest<Data>) => TopicReply<T> | Promise<TopicReply<T>>;

/** `TSchema` when it accepts every request its topic's callers may send; else a type no schema is, naming the topic. */
type SchemaFor<T extends RequestTopic, TSchema extends z.ZodType> = TopicRequest<T> extends z.input<TSchema> ? TSchema : { schemaMustAcceptTheRequestOf: T };

/** The decorator proper: `TRule` is the decorated method's own type, which must fit `Rule`. */
type RuleDecorator<Rule> = <TRule extends Rule>(target: object, propertyKey: string | symbol, descriptor: TypedPropertyDescriptor<TRule>) => void;

/**
 * Marks a controller method as the answer to a Kafka request topic. The method receives the validated
 * `{ auth, data }` and returns its result or throws a ServiceError; the reply envelope is built here.
 *
 *   @ServiceRequestHandler(masterplanRequests.listSchedules, listSchedulesSchema)
 *   list(request: ServiceRequest<ListSchedules>) { return this.schedules.list(request.auth, request.data); }
 *
 * On a topic of `TopicContracts` the schema must accept the topic's request and the method must be its `TopicHandler`,
 * so a handler that drifts from its contract fails the build. A topic known only at run time (a factory's topics, a
 * test's own) is checked against its schema alone.
 */
export function ServiceRequestHandler<T extends RequestTopic, TSchema extends z.ZodType>(
  topic: T,
  dataSchema: SchemaFor<T, TSchema>,
): RuleDecorator<TopicHandler<T, z.output<TSchema>>>;
export function ServiceRequestHandler<S extends string, TSchema extends z.ZodType>(topic: RuntimeTopic<S>, dataSchema: TSchema): RuleDecorator<RequestRule<z.output<TSchema>>>;
export function ServiceRequestHandler(topic: string, dataSchema: z.ZodType): RuleDecorator<RequestRule<unknown>> {
  return <TRule extends RequestRule<unknown>>(target: object, propertyKey: string | symbol, descriptor: TypedPropertyDescriptor<TRule>): void => {
    const rule = descriptor.value;
    if (rule === undefined) throw new Error(`@ServiceRequestHandler(${topic}) must decorate a method`);
    const answer = function (this: unknown, payload: unknown, context?: RequestHeadersSource) {
      const store = activeIdempotentRequests();
      return answerRequest(dataSchema, payload, context, (request) => rule.call(this, request), store === undefined ? undefined : { store, topic });
    };
    // Nest calls the method with (payload, KafkaContext); the declared signature is what the rule receives.
    descriptor.value = answer as unknown as TRule;
    MessagePattern(topic, Transport.KAFKA)(target, propertyKey, descriptor);
    // Without declared parameters Nest passes only the payload; the Kafka context carries the request id.
    Payload()(target, propertyKey, 0);
    Ctx()(target, propertyKey, 1);
  };
}
