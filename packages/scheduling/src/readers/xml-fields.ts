import type { Minutes } from '../model';
import { ScheduleFileError } from './schedule-file-error';
import { childText, elementPath, type XmlElement } from './xml-tree';
import { parseWallClock } from './wall-clock';

export function xmlError(element: XmlElement, reason: string): ScheduleFileError {
  return new ScheduleFileError(`<${elementPath(element)}> at line ${element.line}: ${reason}`, element.line);
}

export function numberField(element: XmlElement, name: string): number | undefined {
  const text = childText(element, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) throw xmlError(element, `${name} "${text}" is not a number`);
  return value;
}

export function dateField(element: XmlElement, name: string): Minutes | undefined {
  const text = childText(element, name);
  if (text === undefined) return undefined;
  const value = parseWallClock(text);
  if (value === undefined) throw xmlError(element, `${name} "${text}" is not a date`);
  return value;
}

/** "1"/"0" and "true"/"false" flags. */
export function flagField(element: XmlElement, name: string): boolean | undefined {
  const text = childText(element, name);
  if (text === undefined) return undefined;
  if (text === '1' || text.toLowerCase() === 'true') return true;
  if (text === '0' || text.toLowerCase() === 'false') return false;
  throw xmlError(element, `${name} "${text}" is not a flag`);
}
