/** Spec 3 option lists, checked by the services as well as offered by the forms. The spec names 6 of the 18 project types; the other 12 are ours (docs/decisions.md). */
export const PROJECT_TYPES = [
  'commercial',
  'datacenter',
  'hotel',
  'mining',
  'healthcare',
  'biotech',
  'residential',
  'industrial',
  'infrastructure',
  'education',
  'energy',
  'retail',
  'office',
  'transportation',
  'water',
  'government',
  'mixed_use',
  'other',
] as const;

export const CURRENCIES = ['CLP', 'UF', 'USD', 'EUR', 'PEN', 'ARS', 'UYU', 'BRL', 'COP', 'MXN', 'BOB', 'VES', 'GYD', 'SRD', 'TTD', 'RP', 'CAD', 'GBP'] as const;
export const SIZE_TYPES = ['m2', 'HH', 'ft2', 'm', 'kW'] as const;
export const NUMBER_OF_PROJECTS = ['1', '2-5', '6-10', '11-20', '20+'] as const;

export const COUNTRY_CODES = [
  'US', 'CA', 'MX', 'GT', 'HN', 'SV', 'NI', 'CR', 'PA', 'CU', 'DO', 'PR', 'CO', 'VE', 'EC', 'PE', 'BO', 'CL', 'AR', 'UY',
  'PY', 'BR', 'GY', 'SR', 'TT', 'ES', 'PT', 'FR', 'DE', 'IT', 'GB', 'IE', 'NL', 'BE', 'CH', 'AT', 'SE', 'NO', 'DK', 'FI',
  'PL', 'AE', 'SA', 'IN', 'CN', 'JP', 'KR', 'SG', 'ID', 'PH', 'AU', 'NZ', 'ZA',
] as const;
