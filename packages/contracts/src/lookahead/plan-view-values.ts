/** The plan table's columns, in their default order (spec part 3, 3: plan columns). */
export const planColumnKeys = ['name', 'start', 'finish', 'duration', 'leanStatus', 'progress', 'responsibles', 'subcontract', 'priority', 'unfit', 'roadblocks', 'actions'] as const;
export type PlanColumnKey = (typeof planColumnKeys)[number];
export const planGroupings = ['none', 'leanStatus', 'responsible', 'subcontract', 'priority'] as const;
export type PlanGrouping = (typeof planGroupings)[number];
export const planOrderFields = ['outline', 'start', 'finish', 'name', 'priority', 'progress'] as const;
export type PlanOrderField = (typeof planOrderFields)[number];
