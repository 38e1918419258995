import { z } from 'zod';

/** One of an option list: empty is "required", anything else outside the list is refused with the field's name. */
export function optionSchema<T extends string>(options: readonly T[], field: string) {
  return z
    .string()
    .trim()
    .min(1, `${field} is required`)
    .refine((value) => value === '' || (options as readonly string[]).includes(value), { message: `${field} is not one of the offered values` });
}
