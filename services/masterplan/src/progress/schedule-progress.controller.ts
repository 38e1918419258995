import { Controller } from '@nestjs/common';
import {
  activityProgressHistoryRequestSchema,
  listScheduleUpdatesRequestSchema,
  masterplanRequests,
  saveScheduleUpdateRequestSchema,
  setDataDateRequestSchema,
  type ServiceRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import type { z } from 'zod';
import { ScheduleProgressService } from './schedule-progress.service';

type Data<TSchema extends z.ZodType> = ServiceRequest<z.output<TSchema>>;

@Controller()
export class ScheduleProgressController {
  constructor(private readonly progress: ScheduleProgressService) {}

  @ServiceRequestHandler(masterplanRequests.setDataDate, setDataDateRequestSchema)
  setDataDate(request: Data<typeof setDataDateRequestSchema>) {
    return this.progress.setDataDate(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.listScheduleUpdates, listScheduleUpdatesRequestSchema)
  list(request: Data<typeof listScheduleUpdatesRequestSchema>) {
    return this.progress.list(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.saveScheduleUpdate, saveScheduleUpdateRequestSchema)
  save(request: Data<typeof saveScheduleUpdateRequestSchema>) {
    return this.progress.save(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.activityProgressHistory, activityProgressHistoryRequestSchema)
  history(request: Data<typeof activityProgressHistoryRequestSchema>) {
    return this.progress.history(request.auth, request.data);
  }
}
