import { Controller } from '@nestjs/common';
import {
  applyReimportRequestSchema,
  chooseImportProjectRequestSchema,
  finishImportRequestSchema,
  masterplanRequests,
  readImportRequestSchema,
  readReimportRequestSchema,
  type ApplyReimportData,
  type ChooseImportProjectRequest,
  type FinishImportRequest,
  type ReadImportData,
  type ReadReimportData,
  type ServiceRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { ScheduleImportsService } from './schedule-imports.service';

@Controller()
export class ScheduleImportsController {
  constructor(private readonly imports: ScheduleImportsService) {}

  @ServiceRequestHandler(masterplanRequests.readImport, readImportRequestSchema)
  read(request: ServiceRequest<ReadImportData>) {
    return this.imports.read(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.chooseImportProject, chooseImportProjectRequestSchema)
  chooseProject(request: ServiceRequest<ChooseImportProjectRequest>) {
    return this.imports.chooseProject(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.finishImport, finishImportRequestSchema)
  finish(request: ServiceRequest<FinishImportRequest>) {
    return this.imports.finish(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.readReimport, readReimportRequestSchema)
  readUpdate(request: ServiceRequest<ReadReimportData>) {
    return this.imports.readUpdate(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.applyReimport, applyReimportRequestSchema)
  applyUpdate(request: ServiceRequest<ApplyReimportData>) {
    return this.imports.applyUpdate(request.auth, request.data);
  }
}
