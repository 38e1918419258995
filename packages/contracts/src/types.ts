/**
 * The contracts' types without their zod schemas, for the browser: `import type { Project } from
 * '@tenon/contracts/types'` costs the bundle nothing, whereas the main entry would pull in zod.
 */
export type * from './index';
