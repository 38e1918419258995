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
} from '@tenon/contracts';
import { ServiceRequestHandler, type RequestOf } from '@tenon/service-kit';
import { CalendarsService } from './calendars.service';

@Controller()
export class CalendarsController {
  constructor(private readonly calendars: CalendarsService) {}

  @ServiceRequestHandler(masterplanRequests.listCalendars, listCalendarsRequestSchema)
  list(request: RequestOf<typeof listCalendarsRequestSchema>) {
    return this.calendars.list(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.createCalendar, createCalendarRequestSchema)
  create(request: RequestOf<typeof createCalendarRequestSchema>) {
    return this.calendars.create(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.updateCalendar, updateCalendarRequestSchema)
  update(request: RequestOf<typeof updateCalendarRequestSchema>) {
    return this.calendars.update(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.deleteCalendar, deleteCalendarRequestSchema)
  delete(request: RequestOf<typeof deleteCalendarRequestSchema>) {
    return this.calendars.delete(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.cloneCalendar, cloneCalendarRequestSchema)
  clone(request: RequestOf<typeof cloneCalendarRequestSchema>) {
    return this.calendars.clone(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.holidayCountries, holidayCountriesRequestSchema)
  countries(request: RequestOf<typeof holidayCountriesRequestSchema>) {
    return this.calendars.holidayCountries(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.previewHolidays, previewHolidaysRequestSchema)
  preview(request: RequestOf<typeof previewHolidaysRequestSchema>) {
    return this.calendars.previewHolidays(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.importHolidays, importHolidaysRequestSchema)
  importHolidays(request: RequestOf<typeof importHolidaysRequestSchema>) {
    return this.calendars.importHolidays(request.auth, request.data);
  }
}
