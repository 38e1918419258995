import { Injectable } from '@nestjs/common';
import { permissionAllows, type AuthContext, type TaktSettings, type UpdateTaktSettingsRequest } from '@tenon/contracts';
import { companyScope, ServiceError } from '@tenon/service-kit';
import { TaktSettingsRepository } from './takt-settings.repository';

/** The company's takt switch: everyone of the company reads it, whoever edits the company's settings changes it. */
@Injectable()
export class TaktSettingsService {
  constructor(private readonly settings: TaktSettingsRepository) {}

  async get(auth: AuthContext): Promise<TaktSettings> {
    return { enabled: await this.settings.enabled(companyScope(auth.companyId)) };
  }

  async update(auth: AuthContext, request: UpdateTaktSettingsRequest): Promise<TaktSettings> {
    if (!permissionAllows(auth.permissions?.['settings.company'], 'AC')) {
      throw new ServiceError('NO_PERMISSION', "Switching takt planning on or off needs full access to the company's settings", 403);
    }
    return { enabled: await this.settings.setEnabled(companyScope(auth.companyId), request.enabled) };
  }
}
