import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { GanttViewSettings } from '@tenon/contracts';
import { SavedViewsRepository, type SavedViewRecord } from '@tenon/service-kit';
import { GANTT_VIEW_MODEL, type GanttViewDocument } from './gantt-view.schema';

export type GanttViewRecord = SavedViewRecord<GanttViewSettings>;

@Injectable()
export class GanttViewsRepository extends SavedViewsRepository<GanttViewSettings> {
  constructor(@InjectModel(GANTT_VIEW_MODEL) model: Model<GanttViewDocument>) {
    super(model);
  }
}
