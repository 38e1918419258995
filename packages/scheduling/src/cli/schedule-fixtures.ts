import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The shared folder of real schedule files, found beside the repository (`../shared/fixtures/schedules`). */
export function scheduleFixturesDir(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'fixtures', 'schedules');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('shared/fixtures/schedules not found beside the repository');
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
