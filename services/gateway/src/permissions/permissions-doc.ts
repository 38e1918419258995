import { defaultPermissionTables, permissionAreas, permissionKeys, roles } from '@tenon/contracts';

/** docs/permissions.md is this function's output; a test fails when the two differ. */
export function renderPermissionsDoc(): string {
  const header = `| area | module | ${roles.join(' | ')} |`;
  const rule = `|${' --- |'.repeat(roles.length + 2)}`;
  const rows = permissionKeys.map(
    (key) => `| \`${key}\` | ${permissionAreas[key]} | ${roles.map((role) => defaultPermissionTables[role][key]).join(' | ')} |`,
  );
  return [
    '# Default permissions',
    '',
    'Generated from `packages/contracts/src/permissions/default-permission-tables.ts` by',
    '`node services/gateway/dist/permissions/write-permissions-doc.js`; a gateway test fails when this file and the code differ.',
    '',
    'Codes: **AC** full access, **ACP** subcontractor-limited access (own subcontract only), **V** view only,',
    '**SA** no access (the module or section is hidden). A route asking for V accepts ACP and AC; asking for ACP accepts AC.',
    '',
    'Each company gets a copy of these tables when it is created, so a company can change its own without',
    'touching another. A session carries the table of its role in its company, taken when the session is opened.',
    'A module is shown in the menu when at least one of its sections is V or better; takt planning and takt analytics',
    'are open only to superadmin, admin, project leader and planner.',
    '',
    header,
    rule,
    ...rows,
    '',
  ].join('\n');
}
