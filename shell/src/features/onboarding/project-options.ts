import { COUNTRY_CODES } from '@tenon/contracts/types';

export { COUNTRY_CODES, CURRENCIES, NUMBER_OF_PROJECTS, PROJECT_TYPES, SIZE_TYPES } from '@tenon/contracts/types';

/** Country names in the page's language, sorted by name. */
export function countryOptions(language: string): Array<{ value: string; label: string }> {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, language));
}
