import type { ModuleKey } from './module-key-values';

/** Modules that have a remote front end today; the others show in the menu as '(next release)'. */
export const REMOTE_MODULES = ['masterplan', 'lookahead', 'weekly', 'takt', 'analytics'] as const;
export type RemoteModuleKey = (typeof REMOTE_MODULES)[number];

const MODULE_PATH_PREFIXES: ReadonlyArray<readonly [string, ModuleKey]> = [
  ['/masterplan', 'masterplan'],
  ['/gantt', 'masterplan'],
  ['/importgantt', 'masterplan'],
  ['/lookahead', 'lookahead'],
  // The lookahead report (spec part 3, 2.2).
  ['/reportlookahead', 'lookahead'],
  ['/weeklyplan', 'weekly'],
  // The weekly plan's reports (spec part 2, 2.11).
  ['/reportcommit', 'weekly'],
  ['/reportcommitclose', 'weekly'],
  ['/taktplanning', 'takt'],
  ['/productivity', 'productivity'],
  ['/analytics', 'analytics'],
  ['/analytics-v2', 'analytics'],
  // The week report (spec part 2, 2.11).
  ['/report/week', 'weekly'],

  // Takt analytics (spec part 1 routes): both addresses open the takt module's analytics page.
  ['/taktanalytics', 'takt'],
  ['/extradashboard', 'takt'],
];

/** Routes that start with an id rather than a module's name. */
const MODULE_PATH_PATTERNS: ReadonlyArray<readonly [RegExp, ModuleKey]> = [
  // The weekly export route (spec part 2, 2.11): /{companyId}/project/{projectId}/schedule/{scheduleId}/export/weekly.
  [/^\/[^/]+\/project\/[^/]+\/schedule\/[^/]+\/export\/weekly$/, 'weekly'],
];

/**
 * The module that owns a path, matched on whole path segments ('/analytics-v2' is its own route, not '/analytics').
 * The shell routes by it, and the gateway by it starts a deep link's module code loading with the page.
 */
export function moduleForPath(pathname: string): ModuleKey | null {
  const path = pathname.toLowerCase();
  for (const [prefix, module] of MODULE_PATH_PREFIXES) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return module;
  }
  for (const [pattern, module] of MODULE_PATH_PATTERNS) {
    if (pattern.test(path)) return module;
  }
  return null;
}

export function isRemoteModule(module: ModuleKey): module is RemoteModuleKey {
  return (REMOTE_MODULES as readonly string[]).includes(module);
}
