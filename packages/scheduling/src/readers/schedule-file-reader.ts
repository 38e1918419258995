import type { ScheduleModel } from '../model';
import { readMspdi } from './mspdi-reader';
import { readP6Xml } from './p6-xml-reader';
import { ScheduleFileError } from './schedule-file-error';
import { readXer } from './xer-reader';

export type ScheduleFileFormat = 'mspdi' | 'xer' | 'p6xml';

/** The format of a schedule file from its content: its XML root element, or the XER header and markers. */
export function detectScheduleFormat(text: string): ScheduleFileFormat | undefined {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('ERMHDR') || start.startsWith('%T')) return 'xer';
  if (!start.startsWith('<')) return undefined;
  // The first element that is not a declaration, comment or doctype is the root.
  const root = /<(?![?!])([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/.exec(start);
  switch (root?.[2]) {
    case 'Project':
      return 'mspdi';
    case 'APIBusinessObjects':
      return 'p6xml';
    default:
      return undefined;
  }
}

/** Reads an MSPDI, XER or P6 XML file, picking the reader by content (the name only helps the message). */
export function readScheduleFile(fileName: string, text: string): ScheduleModel {
  const format = detectScheduleFormat(text);
  switch (format) {
    case 'mspdi':
      return readMspdi(text);
    case 'xer':
      return readXer(text);
    case 'p6xml':
      return readP6Xml(text);
    default:
      throw new ScheduleFileError(
        `${fileName} is not a schedule file this reader knows: expected MS Project XML (<Project>), Primavera P6 XML (<APIBusinessObjects>) or an XER export`,
      );
  }
}
