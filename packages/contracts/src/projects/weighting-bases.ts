/** What a parent activity's progress is weighted by (spec 'activity_creter'): duration, cost or work hours. */
export const weightingBases = ['duration', 'cost', 'hours'] as const;
export type WeightingBasisCode = (typeof weightingBases)[number];
