import { permissionKeys, type PermissionCode, type PermissionTable } from './permission-values';
import type { Role } from './roles';

function table(base: PermissionCode, overrides: Partial<PermissionTable>): PermissionTable {
  const result = {} as PermissionTable;
  for (const key of permissionKeys) result[key] = overrides[key] ?? base;
  return result;
}

const masterplan = (code: PermissionCode): Partial<PermissionTable> => ({
  'masterplan.gantt': code,
  'masterplan.calendars': code,
  'masterplan.resources': code,
});
const analytics = (code: PermissionCode): Partial<PermissionTable> => ({
  'analytics.ppc': code,
  'analytics.pcr': code,
  'analytics.overdue': code,
  'analytics.sectoradvancement': code,
  'analytics.scurve': code,
  'analytics.cnc': code,
});
const lookahead = (code: PermissionCode): Partial<PermissionTable> => ({
  'lookahead.plan': code,
  'lookahead.resources': code,
  'lookahead.constraints': code,
});
const weekly = (code: PermissionCode): Partial<PermissionTable> => ({ 'weekly.plan': code, 'weekly.cnc': code });
const takt = (code: PermissionCode): Partial<PermissionTable> => ({ 'takt.planning': code, 'takt.analytics': code });

/**
 * The table each role starts with in a new company (copied per company so it can be changed there).
 * Takt is open only to superadmin, admin, project leader and planner (spec part 1, section 6).
 */
export const defaultPermissionTables: Record<Role, PermissionTable> = {
  superadmin: table('AC', {}),
  admin: table('AC', {}),
  projectleader: table('AC', { 'settings.company': 'V', 'settings.integrations': 'SA' }),
  planner: table('AC', {
    ...analytics('V'),
    'settings.project': 'V',
    'settings.company': 'SA',
    'settings.integrations': 'SA',
  }),
  superintendent: table('AC', {
    ...masterplan('V'),
    ...takt('SA'),
    ...analytics('V'),
    'settings.project': 'V',
    'settings.company': 'SA',
    'settings.integrations': 'SA',
  }),
  subtrade: table('SA', {
    // Edits the activities of the subcontract its project membership names, and only those (spec part 2, 6).
    'masterplan.gantt': 'ACP',
    'masterplan.calendars': 'V',
    ...lookahead('ACP'),
    ...weekly('ACP'),
    'productivity.assign': 'ACP',
    ...analytics('V'),
  }),
  lastplanner: table('SA', {
    ...masterplan('V'),
    ...lookahead('AC'),
    ...weekly('AC'),
    'productivity.assign': 'V',
    ...analytics('V'),
  }),
  client: table('SA', {
    ...masterplan('V'),
    ...lookahead('V'),
    ...weekly('V'),
    ...analytics('V'),
  }),
  manager: table('V', {
    ...takt('SA'),
    'settings.integrations': 'SA',
  }),
};

export function defaultPermissionsOf(role: Role): PermissionTable {
  return { ...defaultPermissionTables[role] };
}

