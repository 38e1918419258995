import { Controller } from '@nestjs/common';
import {
  closeWeekRequestSchema,
  commitTasksRequestSchema,
  readWeekRequestSchema,
  removeCommitmentRequestSchema,
  resetWeekRequestSchema,
  updateCommitmentRequestSchema,
  weeklyRequests,
  type CloseWeekRequest,
  type CommitTasksRequest,
  type ReadWeekRequest,
  type RemoveCommitmentRequest,
  type ResetWeekRequest,
  type ServiceRequest,
  type UpdateCommitmentRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { WeeksService } from './weeks.service';

@Controller()
export class WeeksController {
  constructor(private readonly weeks: WeeksService) {}

  @ServiceRequestHandler(weeklyRequests.readWeek, readWeekRequestSchema)
  read(request: ServiceRequest<ReadWeekRequest>) {
    return this.weeks.read(request.auth, request.data);
  }

  @ServiceRequestHandler(weeklyRequests.commitTasks, commitTasksRequestSchema)
  commit(request: ServiceRequest<CommitTasksRequest>) {
    return this.weeks.commit(request.auth, request.data);
  }

  @ServiceRequestHandler(weeklyRequests.updateCommitment, updateCommitmentRequestSchema)
  updateCommitment(request: ServiceRequest<UpdateCommitmentRequest>) {
    return this.weeks.updateCommitment(request.auth, request.data);
  }

  @ServiceRequestHandler(weeklyRequests.removeCommitment, removeCommitmentRequestSchema)
  removeCommitment(request: ServiceRequest<RemoveCommitmentRequest>) {
    return this.weeks.removeCommitment(request.auth, request.data);
  }

  @ServiceRequestHandler(weeklyRequests.closeWeek, closeWeekRequestSchema)
  close(request: ServiceRequest<CloseWeekRequest>) {
    return this.weeks.close(request.auth, request.data);
  }

  @ServiceRequestHandler(weeklyRequests.resetWeek, resetWeekRequestSchema)
  reset(request: ServiceRequest<ResetWeekRequest>) {
    return this.weeks.reset(request.auth, request.data);
  }
}
