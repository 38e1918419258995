import type { ActivityKind, ConstraintType, LinkType } from '../model';

/** Numeric codes used in the engine's typed arrays. */
export const KIND_TASK = 0;
export const KIND_MILESTONE = 1;
export const KIND_SUMMARY = 2;
export const KIND_CODES: Record<ActivityKind, number> = { task: KIND_TASK, milestone: KIND_MILESTONE, summary: KIND_SUMMARY };

export const LINK_FS = 0;
export const LINK_SS = 1;
export const LINK_FF = 2;
export const LINK_SF = 3;
export const LINK_CODES: Record<LinkType, number> = { FS: LINK_FS, SS: LINK_SS, FF: LINK_FF, SF: LINK_SF };

export const NO_CONSTRAINT = 0;
export const ALAP = 1;
export const SNET = 2;
export const SNLT = 3;
export const MSO = 4;
export const MFO = 5;
export const FNET = 6;
export const FNLT = 7;
export const CONSTRAINT_CODES: Record<ConstraintType, number> = {
  asap: NO_CONSTRAINT,
  alap: ALAP,
  snet: SNET,
  snlt: SNLT,
  mso: MSO,
  mfo: MFO,
  fnet: FNET,
  fnlt: FNLT,
};

export const LAG_WORKING = 0;
export const LAG_ELAPSED = 1;
export const LAG_PERCENT = 2;
