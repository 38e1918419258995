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
  type ServiceRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import type { z } from 'zod';
import { CncTypesService } from './cnc-types.service';
import { CncsService } from './cncs.service';

type Data<TSchema extends z.ZodType> = ServiceRequest<z.output<TSchema>>;

@Controller()
export class CncController {
  constructor(
    private readonly cncs: CncsService,
    private readonly types: CncTypesService,
  ) {}

  @ServiceRequestHandler(weeklyRequests.listCncs, listCncsRequestSchema)
  list(request: Data<typeof listCncsRequestSchema>) {
    return this.cncs.list(request.auth, request.data);
  }

  @ServiceRequestHandler(weeklyRequests.createCnc, createCncRequestSchema)
  create(request: Data<typeof createCncRequestSchema>) {
    return this.cncs.create(request.auth, request.data);
  }

  @ServiceRequestHandler(weeklyRequests.updateCnc, updateCncRequestSchema)
  update(request: Data<typeof updateCncRequestSchema>) {
    return this.cncs.update(request.auth, request.data);
  }

  @ServiceRequestHandler(weeklyRequests.deleteCnc, cncRequestSchema)
  remove(request: Data<typeof cncRequestSchema>) {
    return this.cncs.remove(request.auth, request.data);
  }

  @ServiceRequestHandler(weeklyRequests.listCncTypes, listCncTypesRequestSchema)
  listTypes(request: Data<typeof listCncTypesRequestSchema>) {
    return this.types.list(request.auth, request.data);
  }

  @ServiceRequestHandler(weeklyRequests.createCncType, createCncTypeRequestSchema)
  createType(request: Data<typeof createCncTypeRequestSchema>) {
    return this.types.create(request.auth, request.data);
  }

  @ServiceRequestHandler(weeklyRequests.updateCncType, updateCncTypeRequestSchema)
  renameType(request: Data<typeof updateCncTypeRequestSchema>) {
    return this.types.rename(request.auth, request.data);
  }

  @ServiceRequestHandler(weeklyRequests.deleteCncType, cncTypeRequestSchema)
  removeType(request: Data<typeof cncTypeRequestSchema>) {
    return this.types.remove(request.auth, request.data);
  }
}
