/** Modules a project can be entitled to (per-project module entitlements). */
export const moduleKeys = ['masterplan', 'lookahead', 'weekly', 'takt', 'productivity', 'analytics'] as const;
export type ModuleKey = (typeof moduleKeys)[number];
