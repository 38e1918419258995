import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The shared folder of real schedule files beside the repository (`../shared/fixtures/schedules`), if there. */
export function findScheduleFixturesDir(): string | undefined {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'fixtures', 'schedules');
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

export function scheduleFixturesDir(): string {
  const found = findScheduleFixturesDir();
  if (found === undefined) throw new Error('shared/fixtures/schedules not found beside the repository');
  return found;
}

/** The corpus of files saved by MS Project and P6 (`../shared/fixtures/schedules/corpus`), if there. */
export function findScheduleCorpusDir(): string | undefined {
  const fixtures = findScheduleFixturesDir();
  const corpus = fixtures === undefined ? undefined : join(fixtures, 'corpus');
  return corpus !== undefined && existsSync(corpus) ? corpus : undefined;
}

export function readFixture(relativePath: string): string {
  return readFileSync(join(scheduleFixturesDir(), relativePath), 'utf8');
}

/** Every fixture file as "mspdi/x.xml" or "p6/y.xer". */
export function listFixtures(): string[] {
  const root = scheduleFixturesDir();
  return ['mspdi', 'p6'].flatMap((folder) =>
    readdirSync(join(root, folder))
      .sort()
      .map((file) => `${folder}/${file}`),
  );
}
