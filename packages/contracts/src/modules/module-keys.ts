import { z } from 'zod';

/** Modules a project can be entitled to (per-project module entitlements). */
export const moduleKeys = ['masterplan', 'lookahead', 'weekly', 'takt', 'productivity', 'analytics'] as const;
export const moduleKeySchema = z.enum(moduleKeys);
export type ModuleKey = z.infer<typeof moduleKeySchema>;
