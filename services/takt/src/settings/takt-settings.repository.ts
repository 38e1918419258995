import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Types } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { TAKT_SETTINGS_MODEL, type TaktSettingsRecord } from './takt-settings.schema';

@Injectable()
export class TaktSettingsRepository extends TenantScopedRepository<TaktSettingsRecord> {
  constructor(@InjectModel(TAKT_SETTINGS_MODEL) model: Model<TaktSettingsRecord>) {
    super(model);
  }

  /** A company that never switched takt on has it off. */
  async enabled(scope: TenantScope): Promise<boolean> {
    const found = await this.findOne(scope, {});
    return found?.enabled === true;
  }

  async setEnabled(scope: TenantScope, enabled: boolean): Promise<boolean> {
    const stored = await this.upsertOne(scope, {}, { $set: { enabled }, $setOnInsert: { _id: new Types.ObjectId().toHexString() } });
    return stored.enabled;
  }
}
