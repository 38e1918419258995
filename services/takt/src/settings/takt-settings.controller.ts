import { Controller } from '@nestjs/common';
import { taktRequests, updateTaktSettingsRequestSchema, type ServiceRequest, type UpdateTaktSettingsRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { z } from 'zod';
import { TaktSettingsService } from './takt-settings.service';

@Controller()
export class TaktSettingsController {
  constructor(private readonly settings: TaktSettingsService) {}

  @ServiceRequestHandler(taktRequests.getSettings, z.object({}).passthrough())
  get(request: ServiceRequest<unknown>) {
    return this.settings.get(request.auth);
  }

  @ServiceRequestHandler(taktRequests.updateSettings, updateTaktSettingsRequestSchema)
  update(request: ServiceRequest<UpdateTaktSettingsRequest>) {
    return this.settings.update(request.auth, request.data);
  }
}
