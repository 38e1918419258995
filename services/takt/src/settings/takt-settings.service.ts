import { Injectable } from '@nestjs/common';
import type { AuthContext, TaktSettings, UpdateTaktSettingsRequest } from '@tenon/contracts';
import { assertPermission, companyScope } from '@tenon/service-kit';
import { TaktSettingsRepository } from './takt-settings.repository';

/** The company's takt switch: everyone of the company reads it, whoever edits the company's settings changes it. */
@Injectable()
export class TaktSettingsService {
  constructor(private readonly settings: TaktSettingsRepository) {}

  async get(auth: AuthContext): Promise<TaktSettings> {
    return { enabled: await this.settings.enabled(companyScope(auth.companyId)) };
  }

  async update(auth: AuthContext, request: UpdateTaktSettingsRequest): Promise<TaktSettings> {
    assertPermission(auth, [['settings.company', 'AC']], "Switching takt planning on or off needs full access to the company's settings");
    return { enabled: await this.settings.setEnabled(companyScope(auth.companyId), request.enabled) };
  }
}
