/**
 * The contracts' types without their zod schemas, for the browser: `import type { Project } from
 * '@tenon/contracts/types'` costs the bundle nothing, whereas the main entry would pull in zod.
 */
export type * from './index';
// Value lists the screens need, free of zod.
export { constraintPriorities, constraintStatuses, roadblockTypes } from './lookahead/constraint-values';
export { cncPriorities, cncStatuses, defaultCncTypes, CNC_REMOVED_MESSAGE } from './weekly/cnc-values';
export { planColumnKeys, planGroupings, planOrderFields } from './lookahead/plan-view-values';
export { accessErrorMessageKeys } from './access/access-error-codes';
export { permissionAllows, permissionAreas, permissionCodes, permissionKeys, permissionKeysOf, isGroupVisible } from './permissions/permission-values';
export { moduleKeys } from './modules/module-key-values';
export { isRemoteModule, moduleForPath, REMOTE_MODULES } from './modules/module-paths';
export { pdfJobStages } from './exports/pdf-jobs';
export { COUNTRY_CODES, CURRENCIES, NUMBER_OF_PROJECTS, PROJECT_TYPES, SIZE_TYPES } from './projects/project-options';
export { weightingBases } from './projects/weighting-bases';
export { MODIFICATION_COMMENT_MAX, MODIFICATION_TOAST_MS } from './masterplan/modification-request-values';
