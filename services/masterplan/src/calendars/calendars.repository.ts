import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { calendarRecurrences, type CalendarException, type CalendarRecurrence, type CalendarShift } from '@tenon/contracts';
import { isObjectId, type TenantScope, TenantScopedRepository, toObjectId } from '@tenon/service-kit';
import { CALENDAR_MODEL, type CalendarDocument } from './calendar.schema';

export type Shift = CalendarShift;

export interface CalendarRecord {
  id: string;
  scheduleId: string;
  name: string;
  isDefault: boolean;
  workingDays: number[];
  shifts: Shift[];
  exceptions: CalendarException[];
}

type NewCalendarDocument = Omit<CalendarRecord, 'id'> & { _id: Types.ObjectId };

const recurrenceOf = (every: string | null | undefined): CalendarRecurrence =>
  (calendarRecurrences as readonly string[]).includes(every ?? '') ? (every as CalendarRecurrence) : 'DAILY';

function toRecord(doc: CalendarDocument): CalendarRecord {
  return {
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
      every: recurrenceOf(e.every),
      working: e.working ?? false,
      shifts: e.shifts.map((s) => ({ start: s.start, end: s.end })),
      source: e.source ?? 'manual',
    })),
  };
}

@Injectable()
export class CalendarsRepository extends TenantScopedRepository<CalendarDocument, NewCalendarDocument> {
  constructor(@InjectModel(CALENDAR_MODEL) model: Model<CalendarDocument>) {
    super(model);
  }

  async listOfSchedule(scope: TenantScope, scheduleId: string): Promise<CalendarRecord[]> {
    const docs = await this.findMany(scope, { scheduleId });
    return docs.map(toRecord);
  }

  /** The calendar when it is this company's and this schedule's; an id of anything else is not found. */
  async findInSchedule(scope: TenantScope, scheduleId: string, calendarId: string): Promise<CalendarRecord | null> {
    if (!isObjectId(calendarId)) return null;
    const doc = await this.findById(scope, toObjectId(calendarId));
    return doc !== null && doc.scheduleId === scheduleId ? toRecord(doc) : null;
  }

  async insert(scope: TenantScope, calendar: CalendarRecord): Promise<void> {
    const { id, ...fields } = calendar;
    await this.insertOne(scope, { ...fields, _id: toObjectId(id) });
  }

  /** Writes the calendar's fields whole; false when it is no longer there. */
  async replace(scope: TenantScope, calendar: CalendarRecord): Promise<boolean> {
    const { id, scheduleId, ...fields } = calendar;
    const counts = await this.updateOne(scope, { _id: toObjectId(id), scheduleId }, { $set: fields });
    return counts.matched > 0;
  }

  async remove(scope: TenantScope, scheduleId: string, calendarId: string): Promise<boolean> {
    return this.deleteOne(scope, { _id: toObjectId(calendarId), scheduleId });
  }

  /** Makes one calendar the schedule's default and no other. */
  async makeDefault(scope: TenantScope, scheduleId: string, calendarId: string): Promise<void> {
    for (const other of await this.listOfSchedule(scope, scheduleId)) {
      const isDefault = other.id === calendarId;
      if (other.isDefault !== isDefault) await this.updateOne(scope, { _id: toObjectId(other.id), scheduleId }, { $set: { isDefault } });
    }
  }
}
