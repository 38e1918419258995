import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { PlanViewSettings } from '@tenon/contracts';
import { SavedViewsRepository } from '@tenon/service-kit';
import { PLAN_VIEW_MODEL, type PlanViewDocument } from './plan-view.schema';

@Injectable()
export class PlanViewsRepository extends SavedViewsRepository<PlanViewSettings> {
  constructor(@InjectModel(PLAN_VIEW_MODEL) model: Model<PlanViewDocument>) {
    super(model);
  }
}
