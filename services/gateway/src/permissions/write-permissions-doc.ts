import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderPermissionsDoc } from './permissions-doc';

export const PERMISSIONS_DOC_PATH = join(__dirname, '..', '..', '..', '..', 'docs', 'permissions.md');

if (require.main === module) {
  writeFileSync(PERMISSIONS_DOC_PATH, renderPermissionsDoc());
  process.stdout.write(`wrote ${PERMISSIONS_DOC_PATH}\n`);
}
