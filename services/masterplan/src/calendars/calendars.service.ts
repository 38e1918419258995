import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import {
  masterplanEvents,
  type AuthContext,
  type Calendar,
  type CalendarChange,
  type CalendarChangedEvent,
  type CalendarChangeReply,
  type CloneCalendarReply,
  type CloneCalendarRequest,
  type CreateCalendarRequest,
  type DeleteCalendarRequest,
  type HolidayCountriesRequest,
  type ImportHolidaysRequest,
  type PreviewHolidaysRequest,
  type UpdateCalendarRequest,
  type HolidayCountriesReply,
  type ListCalendarsReply,
  type ListCalendarsRequest,
  type PreviewHolidaysReply,
  type ScheduleScope,
} from '@tenon/contracts';
import { companyScope, EventPublisher, getProcessLogger, notFound, ProjectAccessClient, ServiceError, type TenantScope } from '@tenon/service-kit';
import type { ActivityRecord } from '../activities/activity.record';
import { ProjectsClient } from '../common/projects.client';
import type { MasterPlanData } from '../critical-path/schedule-model';
import { PlanStore } from '../plan/plan.store';
import { movedActivities, planDates } from './calendar-impact';
import { DataDatesRepository } from '../progress/schedule-progress.repository';
import { assertCalendarPermission } from './calendar-permission';
import { activitiesOnCalendar, inUseDetails } from './calendar-usage';
import { CalendarsRepository, type CalendarRecord } from './calendars.repository';
import { HolidayLibrary, holidayExceptions, markExisting } from './holiday-library';

const MAX_EXCEPTIONS = 2000;

const toCalendar = (record: CalendarRecord): Calendar => ({ ...record, workingDays: record.workingDays.map((flag) => (flag === 1 ? 1 : 0)) });

/**
 * A schedule's calendars (spec 2.5). Every change is scheduled by the engine before and after, answered with what
 * moved, and announced as `masterplan.calendar.changed.v1`.
 */
@Injectable()
export class CalendarsService {
  private readonly library = new HolidayLibrary();

  constructor(
    private readonly access: ProjectAccessClient,
    private readonly projects: ProjectsClient,
    private readonly calendars: CalendarsRepository,
    private readonly plans: PlanStore,
    private readonly events: EventPublisher,
    private readonly dataDates: DataDatesRepository,
  ) {}

  async list(auth: AuthContext, request: ListCalendarsRequest): Promise<ListCalendarsReply> {
    const scope = await this.readable(auth, request);
    const [calendars, activities] = await Promise.all([this.calendars.listOfSchedule(scope, request.scheduleId), this.activities(scope, request.scheduleId)]);
    const ordered = [...calendars].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name));
    return { calendars: ordered.map((calendar) => ({ ...toCalendar(calendar), usedBy: activitiesOnCalendar(calendar, calendars, activities).length })) };
  }

  async create(auth: AuthContext, request: CreateCalendarRequest): Promise<CalendarChangeReply> {
    const scope = await this.writable(auth, request);
    const existing = await this.calendars.listOfSchedule(scope, request.scheduleId);
    const calendar: CalendarRecord = {
      id: new Types.ObjectId().toHexString(),
      scheduleId: request.scheduleId,
      name: request.name,
      // The first calendar of a schedule is its default: the activities without their own are scheduled on it.
      isDefault: request.isDefault || existing.length === 0,
      workingDays: request.workingDays,
      shifts: request.shifts,
      exceptions: request.exceptions,
    };
    return this.change(auth, request, scope, existing, 'created', calendar.id, async () => {
      await this.calendars.insert(scope, calendar);
      if (calendar.isDefault && existing.length > 0) await this.calendars.makeDefault(scope, request.scheduleId, calendar.id);
      return calendar;
    });
  }

  async update(auth: AuthContext, request: UpdateCalendarRequest): Promise<CalendarChangeReply> {
    const scope = await this.writable(auth, request);
    const existing = await this.calendars.listOfSchedule(scope, request.scheduleId);
    const current = this.own(existing, request.calendarId);
    // A schedule keeps a default: another calendar becomes it by being made default, not by this one letting go.
    const calendar: CalendarRecord = { ...current, name: request.name, workingDays: request.workingDays, shifts: request.shifts, exceptions: request.exceptions, isDefault: current.isDefault || request.isDefault };
    return this.change(auth, request, scope, existing, 'updated', calendar.id, async () => {
      if (!(await this.calendars.replace(scope, calendar))) throw notFound('Calendar');
      if (calendar.isDefault && !current.isDefault) await this.calendars.makeDefault(scope, request.scheduleId, calendar.id);
      return calendar;
    });
  }

  async delete(auth: AuthContext, request: DeleteCalendarRequest): Promise<CalendarChangeReply> {
    const scope = await this.writable(auth, request);
    const existing = await this.calendars.listOfSchedule(scope, request.scheduleId);
    const calendar = this.own(existing, request.calendarId);
    const users = activitiesOnCalendar(calendar, existing, await this.activities(scope, request.scheduleId));
    if (users.length > 0) {
      throw new ServiceError('CALENDAR_IN_USE', `The calendar ${calendar.name} is used by ${users.length} activities`, 409, inUseDetails(users));
    }
    return this.change(auth, request, scope, existing, 'deleted', calendar.id, async () => {
      if (!(await this.calendars.remove(scope, request.scheduleId, calendar.id))) throw notFound('Calendar');
      const next = existing.find((other) => other.id !== calendar.id);
      if (calendar.isDefault && next !== undefined) await this.calendars.makeDefault(scope, request.scheduleId, next.id);
      return null;
    });
  }

  /** A copy into every schedule of each project named; the projects service refuses projects of another company. */
  async clone(auth: AuthContext, request: CloneCalendarRequest): Promise<CloneCalendarReply> {
    const scope = await this.writable(auth, request);
    const source = this.own(await this.calendars.listOfSchedule(scope, request.scheduleId), request.calendarId);
    const projectIds = [...new Set(request.projectIds)];
    // Every target is checked before the first copy, so a refused project leaves no half-done clone.
    const targets = await Promise.all(projectIds.map(async (projectId) => ({ projectId, schedules: await this.projects.schedulesOf(auth, projectId) })));
    const clones: CloneCalendarReply['clones'] = [];
    for (const { projectId, schedules } of targets) {
      for (const schedule of schedules) {
        const isFirst = (await this.calendars.listOfSchedule(scope, schedule.id)).length === 0;
        const copy: CalendarRecord = { ...source, id: new Types.ObjectId().toHexString(), scheduleId: schedule.id, name: request.name, isDefault: isFirst };
        await this.calendars.insert(scope, copy);
        clones.push({ projectId, scheduleId: schedule.id, calendarId: copy.id });
        await this.announce(auth, { projectId, scheduleId: schedule.id }, copy.id, 'cloned', { moved: [], projectFinishBefore: null, projectFinish: null });
      }
    }
    return { clones };
  }

  async holidayCountries(auth: AuthContext, request: HolidayCountriesRequest): Promise<HolidayCountriesReply> {
    await this.readable(auth, request);
    return { countries: this.library.countries(request.language) };
  }

  async previewHolidays(auth: AuthContext, request: PreviewHolidaysRequest): Promise<PreviewHolidaysReply> {
    const scope = await this.readable(auth, request);
    const holidays = this.holidaysOf(request.country, request.years, request.language);
    if (request.calendarId === undefined) return { country: request.country, holidays };
    const calendar = this.own(await this.calendars.listOfSchedule(scope, request.scheduleId), request.calendarId);
    return { country: request.country, holidays: markExisting(holidays, calendar.exceptions) };
  }

  async importHolidays(auth: AuthContext, request: ImportHolidaysRequest): Promise<CalendarChangeReply> {
    const scope = await this.writable(auth, request);
    const existing = await this.calendars.listOfSchedule(scope, request.scheduleId);
    const current = this.own(existing, request.calendarId);
    const holidays = markExisting(this.holidaysOf(request.country, request.years, request.language), current.exceptions);
    const added = holidayExceptions(request.country, holidays, request.dates);
    if (current.exceptions.length + added.length > MAX_EXCEPTIONS) {
      throw new ServiceError('VALIDATION_FAILED', `A calendar has at most ${MAX_EXCEPTIONS} exceptions`, 400, [{ path: 'data.dates', message: `A calendar has at most ${MAX_EXCEPTIONS} exceptions` }]);
    }
    const calendar: CalendarRecord = { ...current, exceptions: [...current.exceptions, ...added] };
    return this.change(auth, request, scope, existing, 'holidays-imported', calendar.id, async () => {
      if (!(await this.calendars.replace(scope, calendar))) throw notFound('Calendar');
      return calendar;
    });
  }

  /** Runs a write between two schedulings of the plan, answers what moved and announces the change. */
  private async change(
    auth: AuthContext,
    where: ScheduleScope,
    scope: TenantScope,
    before: CalendarRecord[],
    kind: CalendarChange,
    calendarId: string,
    write: () => Promise<CalendarRecord | null>,
  ): Promise<CalendarChangeReply> {
    const [{ activities, links }, dataDate] = await Promise.all([this.planRows(scope, where.scheduleId), this.dataDates.dataDateOf(scope, where.scheduleId)]);
    // Scheduled as the Gantt schedules it: work left from the data date.
    const plan = (calendars: CalendarRecord[]): MasterPlanData => ({ activities, links, calendars, dataDate: dataDate?.dataDate ?? null });
    const datesBefore = planDates(plan(before));
    const written = await write();
    const datesAfter = planDates(plan(await this.calendars.listOfSchedule(scope, where.scheduleId)));
    const impact = movedActivities(activities, datesBefore, datesAfter);
    const finish = { projectFinishBefore: datesBefore?.projectFinish ?? null, projectFinish: datesAfter?.projectFinish ?? null };
    await this.announce(auth, where, calendarId, kind, { moved: impact.moved, ...finish });
    return { calendar: written === null ? null : toCalendar(written), moved: impact.moved, movedCount: impact.movedCount, ...finish };
  }

  private async announce(
    auth: AuthContext,
    where: ScheduleScope,
    calendarId: string,
    change: CalendarChange,
    impact: { moved: Array<{ id: string }>; projectFinishBefore: string | null; projectFinish: string | null },
  ): Promise<void> {
    const event: CalendarChangedEvent = {
      companyId: auth.companyId,
      projectId: where.projectId,
      scheduleId: where.scheduleId,
      calendarId,
      change,
      changedBy: auth.userId,
      at: new Date().toISOString(),
      movedActivityIds: impact.moved.map((a) => a.id),
      projectFinishBefore: impact.projectFinishBefore,
      projectFinish: impact.projectFinish,
    };
    // The change is stored; a lost event is logged rather than failing a change the planner would repeat.
    await this.events.publishEvent(masterplanEvents.calendarChanged, where.scheduleId, event).catch((error: unknown) => {
      getProcessLogger().error({ err: error, scheduleId: where.scheduleId, calendarId }, 'calendar changed event not published');
    });
  }

  private holidaysOf(country: string, years: number[], language: string) {
    if (!this.library.isCountry(country)) throw new ServiceError('HOLIDAY_COUNTRY_UNKNOWN', `No public holidays are known for ${country}`, 400);
    return this.library.holidays(country, years, language);
  }

  private own(calendars: readonly CalendarRecord[], calendarId: string): CalendarRecord {
    const calendar = calendars.find((candidate) => candidate.id === calendarId);
    // Another schedule's or company's calendar does not exist for this request.
    if (calendar === undefined) throw notFound('Calendar');
    return calendar;
  }

  private async activities(scope: TenantScope, scheduleId: string): Promise<ActivityRecord[]> {
    return (await this.planRows(scope, scheduleId)).activities;
  }

  private async planRows(scope: TenantScope, scheduleId: string): Promise<Pick<MasterPlanData, 'links'> & { activities: ActivityRecord[] }> {
    const rows = await this.plans.rows(scope, scheduleId);
    return {
      activities: [...rows.activities.values()].map((a) => ({ ...a, companyId: scope.companyId, scheduleId })),
      links: [...rows.links.values()].map((l) => ({ ...l, scheduleId })),
    };
  }

  private async readable(auth: AuthContext, where: ScheduleScope): Promise<TenantScope> {
    await this.access.assertScheduleAccess(auth, { projectId: where.projectId, scheduleId: where.scheduleId });
    assertCalendarPermission(auth, 'V');
    return companyScope(auth.companyId);
  }

  private async writable(auth: AuthContext, where: ScheduleScope): Promise<TenantScope> {
    await this.access.assertScheduleAccess(auth, { projectId: where.projectId, scheduleId: where.scheduleId });
    assertCalendarPermission(auth, 'AC');
    return companyScope(auth.companyId);
  }
}
