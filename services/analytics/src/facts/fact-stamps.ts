import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Stamps, stampSchema, type StampDocument } from '@tenon/service-kit';

export const FACT_STAMP_MODEL = 'FactStamp';

/** Raised after every write of a schedule's facts of one kind (`_id` is `<companyId>:<kind>:<scheduleId>`). */
export const factStampSchema = stampSchema('fact_stamps');

@Injectable()
export class FactStamps extends Stamps {
  constructor(@InjectModel(FACT_STAMP_MODEL) model: Model<StampDocument>) {
    super(model);
  }
}
