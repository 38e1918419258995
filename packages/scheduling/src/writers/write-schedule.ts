import type { ScheduleModel } from '../model';
import type { ExportFormat } from './export-ids';
import { writeMspdi } from './mspdi-writer';
import { writeP6Xml } from './p6-xml-writer';
import { writeXer } from './xer-writer';

/** The model as the text of a file in the format asked for. */
export function writeSchedule(model: ScheduleModel, format: ExportFormat): string {
  switch (format) {
    case 'mspdi':
      return writeMspdi(model);
    case 'xer':
      return writeXer(model);
    case 'p6xml':
      return writeP6Xml(model);
  }
}
