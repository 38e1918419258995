export { ScheduleFileError } from './schedule-file-error';
export { readMspdi } from './mspdi-reader';
export { readXer } from './xer-reader';
export { readP6Xml } from './p6-xml-reader';
export {
  readScheduleBytes,
  readScheduleFile,
  readScheduleText,
  detectScheduleFormat,
  type ScheduleFileFormat,
  type ScheduleFileRead,
} from './schedule-file-reader';
export { ReadWarnings, type ReadWarning } from './read-warnings';
export { decodeScheduleBytes, type DecodedText } from './text-encoding';
export { formatWallClock, parseWallClock } from './wall-clock';
