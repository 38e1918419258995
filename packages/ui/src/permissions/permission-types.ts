import type { ModuleKey, PermissionCode, PermissionKey } from '@tenon/contracts/types';

// Types come from @tenon/contracts; the lists are repeated here so the browser bundle does not pull in zod.
// The checks at the end of this file fail the type check when the lists drift from the contracts.
export type { ModuleKey, PermissionCode, PermissionKey };

export const MODULE_KEYS = [
  'masterplan',
  'lookahead',
  'weekly',
  'takt',
  'productivity',
  'analytics',
] as const satisfies readonly ModuleKey[];

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
] as const satisfies readonly PermissionKey[];

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

type Exhaustive<Missing> = [Missing] extends [never] ? true : never;
export const PERMISSION_KEYS_COMPLETE: Exhaustive<Exclude<PermissionKey, (typeof PERMISSION_KEYS)[number]>> = true;
export const MODULE_KEYS_COMPLETE: Exhaustive<Exclude<ModuleKey, (typeof MODULE_KEYS)[number]>> = true;
