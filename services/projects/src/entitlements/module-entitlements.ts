import type { ModuleKey } from '@tenon/contracts';

/** What a project shows when nothing else is entitled (spec part 1, 2.2). */
export const DEFAULT_MODULES: readonly ModuleKey[] = ['masterplan', 'lookahead', 'weekly', 'analytics'];

/** Module display order in the side menu. */
const MENU_ORDER: readonly ModuleKey[] = ['masterplan', 'lookahead', 'weekly', 'takt', 'productivity', 'analytics'];

export interface EntitlementSet {
  /** Company-wide entitlement, or null. */
  company: ModuleKey[] | null;
  projects: Map<string, ModuleKey[]>;
}

/**
 * A project's own entitlement wins; otherwise the company's; otherwise the default four.
 * A company-wide entitlement can only narrow (the spec's company that sees only the first module).
 */
export function modulesOfProject(projectId: string, entitlements: EntitlementSet): ModuleKey[] {
  const own = entitlements.projects.get(projectId);
  const chosen = own ?? entitlements.company ?? DEFAULT_MODULES;
  const narrowed = own && entitlements.company ? chosen.filter((m) => entitlements.company!.includes(m)) : chosen;
  return MENU_ORDER.filter((m) => narrowed.includes(m));
}
