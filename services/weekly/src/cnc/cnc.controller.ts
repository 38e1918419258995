import { Controller } from '@nestjs/common';
import {
  cncRequestSchema,
  cncTypeRequestSchema,
  createCncRequestSchema,
  createCncTypeRequestSchema,
  listCncsRequestSchema,
  listCncTypesRequestSchema,
  updateCncRequestSchema,
  updateCncTypeRequestSchema,
  weeklyRequests,
} from '@tenon/contracts';
import { ServiceRequestHandler, type RequestOf } from '@tenon/service-kit';
import { CncTypesService } from './cnc-types.service';
import { CncsService } from './cncs.service';

@Controller()
export class CncController {
  constructor(
    private readonly cncs: CncsService,
    private readonly types: CncTypesService,
  ) {}

  @ServiceRequestHandler(weeklyRequests.listCncs, listCncsRequestSchema)
  list(request: RequestOf<typeof listCncsRequestSchema>) {
    return this.cncs.list(request.auth, request.data);
  }

  @ServiceRequestHandler(weeklyRequests.createCnc, createCncRequestSchema)
  create(request: RequestOf<typeof createCncRequestSchema>) {
    return this.cncs.create(request.auth, request.data);
  }

  @ServiceRequestHandler(weeklyRequests.updateCnc, updateCncRequestSchema)
  update(request: RequestOf<typeof updateCncRequestSchema>) {
    return this.cncs.update(request.auth, request.data);
  }

  @ServiceRequestHandler(weeklyRequests.deleteCnc, cncRequestSchema)
  remove(request: RequestOf<typeof cncRequestSchema>) {
    return this.cncs.remove(request.auth, request.data);
  }

  @ServiceRequestHandler(weeklyRequests.listCncTypes, listCncTypesRequestSchema)
  listTypes(request: RequestOf<typeof listCncTypesRequestSchema>) {
    return this.types.list(request.auth, request.data);
  }

  @ServiceRequestHandler(weeklyRequests.createCncType, createCncTypeRequestSchema)
  createType(request: RequestOf<typeof createCncTypeRequestSchema>) {
    return this.types.create(request.auth, request.data);
  }

  @ServiceRequestHandler(weeklyRequests.updateCncType, updateCncTypeRequestSchema)
  renameType(request: RequestOf<typeof updateCncTypeRequestSchema>) {
    return this.types.rename(request.auth, request.data);
  }

  @ServiceRequestHandler(weeklyRequests.deleteCncType, cncTypeRequestSchema)
  removeType(request: RequestOf<typeof cncTypeRequestSchema>) {
    return this.types.remove(request.auth, request.data);
  }
}
