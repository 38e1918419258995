import { Ctx, MessagePattern, Payload, Transport } from '@nestjs/microservices';
import type { z } from 'zod';
import type { ServiceRequest } from '@tenon/contracts';
import { activeIdempotentRequests } from './idempotent-requests.store';
import { answerRequest, type RequestHeadersSource } from './request-handler';

/** Returns the result, or a promise of it. */
type RequestRule<TData> = (request: ServiceRequest<TData>) => unknown;

/**
 * Marks a controller method as the answer to a Kafka request topic. The method receives the validated
 * `{ auth, data }` and returns its result or throws a ServiceError; the reply envelope is built here.
 *
 *   @ServiceRequestHandler(masterplanRequests.listSchedules, listSchedulesSchema)
 *   list(request: ServiceRequest<ListSchedules>) { return this.schedules.list(request.auth, request.data); }
 */
export function ServiceRequestHandler<TSchema extends z.ZodType>(topic: string, dataSchema: TSchema) {
  return <TRule extends RequestRule<z.output<TSchema>>>(
    target: object,
    propertyKey: string | symbol,
    descriptor: TypedPropertyDescriptor<TRule>,
  ): void => {
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
