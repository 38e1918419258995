import type { TaskLeanStatus } from '@tenon/contracts/types';

/** The spec names no colours: red holds work back, orange owes it, blue can, purple will, green is committed. */
export const LEAN_STATUS_COLOURS: Readonly<Record<TaskLeanStatus, string>> = {
  Restricted: '#cf1322',
  Debit: '#d46b08',
  Can: '#1677ff',
  Will: '#722ed1',
  Committed: '#389e0d',
};

export const LEAN_STATUS_ORDER: readonly TaskLeanStatus[] = ['Restricted', 'Debit', 'Can', 'Will', 'Committed'];

/** Spec part 3, 9: under 30 red, 30 to under 70 amber, 70 and up green. */
export function progressColour(progress: number): string {
  if (progress < 30) return '#cf1322';
  if (progress < 70) return '#d48806';
  return '#389e0d';
}
