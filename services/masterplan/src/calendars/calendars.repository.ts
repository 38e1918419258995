import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { toObjectId } from '../common/object-id';
import { CALENDAR_MODEL, type CalendarDocument } from './calendar.schema';

export interface Shift {
  start: string;
  end: string;
}

export interface CalendarRecord {
  id: string;
  scheduleId: string;
  name: string;
  isDefault: boolean;
  workingDays: number[];
  shifts: Shift[];
  exceptions: Array<{ name: string; fromDate: string; toDate: string; working: boolean; shifts: Shift[] }>;
}

type NewCalendarDocument = Omit<CalendarRecord, 'id'> & { _id: Types.ObjectId };

@Injectable()
export class CalendarsRepository extends TenantScopedRepository<CalendarDocument, NewCalendarDocument> {
  constructor(@InjectModel(CALENDAR_MODEL) model: Model<CalendarDocument>) {
    super(model);
  }

  async listOfSchedule(scope: TenantScope, scheduleId: string): Promise<CalendarRecord[]> {
    const docs = await this.findMany(scope, { scheduleId });
    return docs.map((doc) => ({
      id: doc._id.toHexString(),
      scheduleId: doc.scheduleId,
      name: doc.name,
      isDefault: doc.isDefault ?? false,
      workingDays: [...doc.workingDays],
      shifts: doc.shifts.map((s) => ({ start: s.start, end: s.end })),
      exceptions: doc.exceptions.map((e) => ({
        name: e.name ?? '',
        fromDate: e.fromDate,
        toDate: e.toDate,
        working: e.working ?? false,
        shifts: e.shifts.map((s) => ({ start: s.start, end: s.end })),
      })),
    }));
  }

  async insert(scope: TenantScope, calendar: CalendarRecord): Promise<void> {
    const { id, ...fields } = calendar;
    await this.insertOne(scope, { ...fields, _id: toObjectId(id) });
  }
}
