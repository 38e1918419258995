export { ScheduleFileError } from './schedule-file-error';
export { readMspdi } from './mspdi-reader';
export { readXer, readXerFile, type SourceProject, type XerReadOptions } from './xer-reader';
export { readP6Xml } from './p6-xml-reader';
export {
  readScheduleBytes,
  readScheduleFile,
  readScheduleText,
  detectScheduleFormat,
  type ScheduleFileFormat,
  type ScheduleFileRead,
  type ScheduleReadOptions,
} from './schedule-file-reader';
export { counted, ReadWarnings, were, type ReadWarning } from './read-warnings';
export { decodeScheduleBytes, type DecodedText } from './text-encoding';
export { formatWallClock, parseWallClock } from './wall-clock';
