import { Schema } from 'mongoose';

export const TAKT_SETTINGS_MODEL = 'TaktSettings';

export interface TaktSettingsRecord {
  _id: string;
  companyId: string;
  enabled: boolean;
}

/** One per company: whether its planners use the takt module (the spec's fixed list of company ids, as data). */
export const taktSettingsSchema = new Schema<TaktSettingsRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true, unique: true },
    enabled: { type: Boolean, default: false },
  },
  { collection: 'settings', timestamps: true, versionKey: false },
);
