import type { CncTypeView } from '@tenon/contracts/types';

/** A seeded type shows in the reader's language until someone renames it; the team's own types show as typed. */
export function cncTypeLabel(type: Pick<CncTypeView, 'name' | 'defaultKey'> | undefined, t: (key: string) => string, fallback = '—'): string {
  if (type === undefined) return fallback;
  return type.defaultKey === null ? type.name : t(`cnc_type_${type.defaultKey}`);
}

/** A week named by its first day, as `12 Nov 2026` style text in the reader's language. */
export function weekLabel(weekStart: string, language: string): string {
  const date = new Date(`${weekStart}T00:00:00Z`);
  return date.toLocaleDateString(language === 'es' ? 'es' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
