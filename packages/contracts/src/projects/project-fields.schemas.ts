import { z } from 'zod';
import { budgetSchema, imageIdSchema } from '../access/access-bodies';

/** A number stays a number (at most 12 digits, spec 5); a string is read as the form sends it (dots stripped). */
export const projectBudgetSchema = z.union([
  z
    .number()
    .min(0, 'Budget is required')
    // 12 digits at most: 1e30 would pass a length test as "1e+30".
    .max(999_999_999_999, 'Budget is too long')
    .refine((budget) => String(budget).replace(/\./g, '').length <= 12, { message: 'Budget is too long' }),
  budgetSchema,
]);

/** An uploaded image id, or the image URL a project already carries. */
export const projectImageSchema = z.union([imageIdSchema, z.string().regex(/^\/api\/v1\/images\/[0-9a-f]{24}$/, 'must be an image URL')]);

/** Case and spacing do not make a second subcontract or tag of the same name. */
export function nameKeyOf(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
