import { z } from 'zod';
import { moduleKeys } from './module-key-values';

export * from './module-key-values';
export const moduleKeySchema = z.enum(moduleKeys);
