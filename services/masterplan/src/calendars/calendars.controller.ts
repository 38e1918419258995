import { Controller } from '@nestjs/common';
import {
  cloneCalendarRequestSchema,
  createCalendarRequestSchema,
  deleteCalendarRequestSchema,
  holidayCountriesRequestSchema,
  importHolidaysRequestSchema,
  listCalendarsRequestSchema,
  masterplanRequests,
  previewHolidaysRequestSchema,
  updateCalendarRequestSchema,
  type ServiceRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import type { z } from 'zod';
import { CalendarsService } from './calendars.service';

type Data<TSchema extends z.ZodType> = ServiceRequest<z.output<TSchema>>;

@Controller()
export class CalendarsController {
  constructor(private readonly calendars: CalendarsService) {}

  @ServiceRequestHandler(masterplanRequests.listCalendars, listCalendarsRequestSchema)
  list(request: Data<typeof listCalendarsRequestSchema>) {
    return this.calendars.list(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.createCalendar, createCalendarRequestSchema)
  create(request: Data<typeof createCalendarRequestSchema>) {
    return this.calendars.create(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.updateCalendar, updateCalendarRequestSchema)
  update(request: Data<typeof updateCalendarRequestSchema>) {
    return this.calendars.update(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.deleteCalendar, deleteCalendarRequestSchema)
  delete(request: Data<typeof deleteCalendarRequestSchema>) {
    return this.calendars.delete(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.cloneCalendar, cloneCalendarRequestSchema)
  clone(request: Data<typeof cloneCalendarRequestSchema>) {
    return this.calendars.clone(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.holidayCountries, holidayCountriesRequestSchema)
  countries(request: Data<typeof holidayCountriesRequestSchema>) {
    return this.calendars.holidayCountries(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.previewHolidays, previewHolidaysRequestSchema)
  preview(request: Data<typeof previewHolidaysRequestSchema>) {
    return this.calendars.previewHolidays(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.importHolidays, importHolidaysRequestSchema)
  importHolidays(request: Data<typeof importHolidaysRequestSchema>) {
    return this.calendars.importHolidays(request.auth, request.data);
  }
}
