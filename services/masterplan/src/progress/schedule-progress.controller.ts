import { Controller } from '@nestjs/common';
import {
  activityProgressHistoryRequestSchema,
  listScheduleUpdatesRequestSchema,
  masterplanRequests,
  saveScheduleUpdateRequestSchema,
  setDataDateRequestSchema,
} from '@tenon/contracts';
import { ServiceRequestHandler, type RequestOf } from '@tenon/service-kit';
import { ScheduleProgressService } from './schedule-progress.service';

@Controller()
export class ScheduleProgressController {
  constructor(private readonly progress: ScheduleProgressService) {}

  @ServiceRequestHandler(masterplanRequests.setDataDate, setDataDateRequestSchema)
  setDataDate(request: RequestOf<typeof setDataDateRequestSchema>) {
    return this.progress.setDataDate(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.listScheduleUpdates, listScheduleUpdatesRequestSchema)
  list(request: RequestOf<typeof listScheduleUpdatesRequestSchema>) {
    return this.progress.list(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.saveScheduleUpdate, saveScheduleUpdateRequestSchema)
  save(request: RequestOf<typeof saveScheduleUpdateRequestSchema>) {
    return this.progress.save(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.activityProgressHistory, activityProgressHistoryRequestSchema)
  history(request: RequestOf<typeof activityProgressHistoryRequestSchema>) {
    return this.progress.history(request.auth, request.data);
  }
}
