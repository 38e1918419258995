export { ScheduleFileError } from './schedule-file-error';
export { readMspdi } from './mspdi-reader';
export { readXer } from './xer-reader';
export { readP6Xml } from './p6-xml-reader';
export { readScheduleFile, detectScheduleFormat, type ScheduleFileFormat } from './schedule-file-reader';
export { formatWallClock, parseWallClock } from './wall-clock';
