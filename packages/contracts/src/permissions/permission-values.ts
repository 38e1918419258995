import type { ModuleKey } from '../modules/module-key-values';

/** AC full access, ACP subcontractor-limited access, V view only, SA no access (hidden). */
export const permissionCodes = ['AC', 'ACP', 'V', 'SA'] as const;
export type PermissionCode = (typeof permissionCodes)[number];

/** What a route may require at least. SA is never a requirement. */
export type RequiredPermissionCode = Exclude<PermissionCode, 'SA'>;

/**
 * Every permission area, keyed `module.section`, with the menu group it belongs to.
 * `settings` is not a project module: it groups project, company and integration settings.
 */
export const permissionAreas = {
  'masterplan.gantt': 'masterplan',
  'masterplan.calendars': 'masterplan',
  'masterplan.resources': 'masterplan',
  'lookahead.plan': 'lookahead',
  'lookahead.resources': 'lookahead',
  'lookahead.constraints': 'lookahead',
  'weekly.plan': 'weekly',
  'weekly.cnc': 'weekly',
  'takt.planning': 'takt',
  'takt.analytics': 'takt',
  'productivity.assign': 'productivity',
  'analytics.ppc': 'analytics',
  'analytics.pcr': 'analytics',
  'analytics.overdue': 'analytics',
  'analytics.sectoradvancement': 'analytics',
  'analytics.scurve': 'analytics',
  'analytics.cnc': 'analytics',
  'settings.project': 'settings',
  'settings.company': 'settings',
  'settings.integrations': 'settings',
} as const satisfies Record<string, ModuleKey | 'settings'>;

export type PermissionKey = keyof typeof permissionAreas;
export type PermissionGroup = (typeof permissionAreas)[PermissionKey];
export const permissionKeys = Object.keys(permissionAreas) as PermissionKey[];

export type PermissionTable = Record<PermissionKey, PermissionCode>;

/** Strength order: a route asking for V accepts ACP and AC; asking for ACP accepts AC. */
const strength: Record<PermissionCode, number> = { SA: 0, V: 1, ACP: 2, AC: 3 };

export function permissionAllows(granted: PermissionCode | undefined, required: RequiredPermissionCode): boolean {
  if (granted === undefined) return false;
  return strength[granted] >= strength[required];
}

export function permissionKeysOf(group: PermissionGroup): PermissionKey[] {
  return permissionKeys.filter((key) => permissionAreas[key] === group);
}

/** A module is hidden when no section of it is granted at all (every section SA). */
export function isGroupVisible(table: Partial<PermissionTable>, group: PermissionGroup): boolean {
  return permissionKeysOf(group).some((key) => permissionAllows(table[key], 'V'));
}
