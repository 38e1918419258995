import type { ModuleKey, PermissionCode, PermissionKey, PermissionTable as FullPermissionTable } from '@tenon/contracts/types';

export type { ModuleKey, PermissionCode, PermissionKey };

/** The gateway sends every key; the browser reads the table as partial (a missing key grants nothing). */
export type PermissionTable = Partial<FullPermissionTable>;
