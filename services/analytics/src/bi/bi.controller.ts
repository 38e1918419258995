import { Controller } from '@nestjs/common';
import { analyticsRequests, biQuerySchema, type BiResource, type RequestTopic } from '@tenon/contracts';
import { ServiceRequestHandler, type TopicHandler } from '@tenon/service-kit';
import { BiService } from './bi.service';

/** Each BI endpoint (docs/api/bi-openapi.yaml): its request topic and the resource it pages. */
const BI_ENDPOINTS = [
  [analyticsRequests.biProjects, 'projects'],
  [analyticsRequests.biSchedules, 'schedules'],
  [analyticsRequests.biActivities, 'activities'],
  [analyticsRequests.biTasks, 'tasks'],
  [analyticsRequests.biRoadblocks, 'roadblocks'],
  [analyticsRequests.biCommitments, 'commitments'],
  [analyticsRequests.biPpcWeeks, 'ppc-weeks'],
  [analyticsRequests.biCncs, 'cncs'],
] as const satisfies ReadonlyArray<readonly [topic: RequestTopic, resource: BiResource]>;
type BiTopic = (typeof BI_ENDPOINTS)[number][0];

/** One request handler per BI endpoint, declared from the table: the endpoints differ only in the resource. */
@Controller()
export class BiController {
  constructor(readonly bi: BiService) {}
}

for (const [topic, resource] of BI_ENDPOINTS) {
  const descriptor: TypedPropertyDescriptor<TopicHandler<BiTopic>> = {
    value(this: BiController, request) {
      return this.bi.page(request.auth, resource, request.data);
    },
    writable: true,
    configurable: true,
  };
  ServiceRequestHandler(topic, biQuerySchema)(BiController.prototype, resource, descriptor);
  Object.defineProperty(BiController.prototype, resource, descriptor);
}
