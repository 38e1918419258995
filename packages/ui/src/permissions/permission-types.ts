// Mirrors docs/api.md until @tenon/contracts publishes the permission keys.
export type PermissionCode = 'AC' | 'ACP' | 'V' | 'SA';

export const MODULE_KEYS = ['masterplan', 'lookahead', 'weekly', 'takt', 'productivity', 'analytics'] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

export const PERMISSION_KEYS = [
  'masterplan.gantt',
  'masterplan.calendars',
  'masterplan.resources',
  'lookahead.plan',
  'lookahead.resources',
  'lookahead.constraints',
  'weekly.plan',
  'weekly.cnc',
  'takt.planning',
  'takt.analytics',
  'productivity.assign',
  'analytics.ppc',
  'analytics.pcr',
  'analytics.overdue',
  'analytics.sectoradvancement',
  'analytics.scurve',
  'analytics.cnc',
  'settings.project',
  'settings.company',
  'settings.integrations',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

export type PermissionTable = Partial<Record<PermissionKey, PermissionCode>>;

export const MODULE_SECTIONS: Readonly<Record<ModuleKey, readonly PermissionKey[]>> = {
  masterplan: ['masterplan.gantt', 'masterplan.calendars', 'masterplan.resources'],
  lookahead: ['lookahead.plan', 'lookahead.resources', 'lookahead.constraints'],
  weekly: ['weekly.plan', 'weekly.cnc'],
  takt: ['takt.planning', 'takt.analytics'],
  productivity: ['productivity.assign'],
  analytics: [
    'analytics.ppc',
    'analytics.pcr',
    'analytics.overdue',
    'analytics.sectoradvancement',
    'analytics.scurve',
    'analytics.cnc',
  ],
};

const CODE_RANK: Readonly<Record<PermissionCode, number>> = { SA: 0, V: 1, ACP: 2, AC: 3 };

/** True when `code` grants at least `minimum` (AC > ACP > V > SA). A missing code grants nothing. */
export function grants(code: PermissionCode | undefined, minimum: PermissionCode): boolean {
  if (code === undefined) return false;
  return CODE_RANK[code] >= CODE_RANK[minimum];
}
