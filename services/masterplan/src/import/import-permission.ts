import type { AuthContext } from '@tenon/contracts';
import { assertPermission } from '@tenon/service-kit';

/** Spec 2 §6: importing needs full access to the Gantt. The gateway checked the route; the service checks again. */
export function assertCanImport(auth: AuthContext): void {
  assertPermission(auth, [['masterplan.gantt', 'AC']], 'Importing a schedule needs full access to the Gantt');
}
