/**
 * Tower A's resources (the master plan owns them; the lookahead's demo tasks use them in quantities). Fixed ids, so
 * both seeds name the same rows whichever runs first.
 */
export const DEMO_RESOURCE_IDS = {
  concrete: '7e4e00b30000000000000001',
  rebar: '7e4e00b30000000000000002',
  crane: '7e4e00b30000000000000003',
  formworkCrew: '7e4e00b30000000000000004',
} as const;
