// The schedule corpus and its damaged copies, for the benches: `@tenon/scheduling/corpus`.
export { listCorpusFiles, runCorpusFile, type CorpusFileResult } from './corpus-run';
export { findScheduleCorpusDir } from './schedule-fixtures';
export { MUTATION_KINDS, mutatedFiles, seededRandom, type MutatedFile, type MutationKind } from './schedule-mutations';
