import type { Minutes } from '../model';
import { describeUnreadableValues, lenientWarnings } from './read-warnings';
import { ScheduleFileError } from './schedule-file-error';
import { childText, elementPath, type XmlElement } from './xml-tree';
import { parseWallClock } from './wall-clock';

export function xmlError(element: XmlElement, reason: string): ScheduleFileError {
  return new ScheduleFileError(`<${elementPath(element)}> at line ${element.line}: ${reason}`, element.line);
}

/**
 * An element the reader cannot use: skipped with a warning of `code` while reading leniently, else the file is
 * refused with `reason`.
 */
export function skipUnreadable(element: XmlElement, reason: string, code: string, describe: (count: number) => string): undefined {
  const warnings = lenientWarnings();
  if (warnings === undefined) throw xmlError(element, reason);
  warnings.add(code, describe, `<${elementPath(element)}> line ${element.line}: ${reason.slice(0, 60)}`);
  return undefined;
}

function unreadable(element: XmlElement, name: string, text: string, what: string): undefined {
  return skipUnreadable(element, `${name} "${text.slice(0, 40)}" is not ${what}`, 'unreadable-value', describeUnreadableValues);
}

export function numberField(element: XmlElement, name: string): number | undefined {
  const text = childText(element, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) return unreadable(element, name, text, 'a number');
  return value;
}

export function dateField(element: XmlElement, name: string): Minutes | undefined {
  const text = childText(element, name);
  if (text === undefined) return undefined;
  const value = parseWallClock(text);
  if (value === undefined) return unreadable(element, name, text, 'a date');
  return value;
}

/** "1"/"0" and "true"/"false" flags. */
export function flagField(element: XmlElement, name: string): boolean | undefined {
  const text = childText(element, name);
  if (text === undefined) return undefined;
  if (text === '1' || text.toLowerCase() === 'true') return true;
  if (text === '0' || text.toLowerCase() === 'false') return false;
  return unreadable(element, name, text, 'a flag');
}
