export { writeMspdi } from './mspdi-writer';
export { writeXer } from './xer-writer';
export { writeP6Xml } from './p6-xml-writer';
export { exportedActivityIds, type ExportFormat } from './export-ids';
export { writeSchedule } from './write-schedule';
