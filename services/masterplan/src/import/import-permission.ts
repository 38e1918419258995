import { permissionAllows, type AuthContext } from '@tenon/contracts';
import { ServiceError } from '@tenon/service-kit';

/** Spec 2 §6: importing needs full access to the Gantt. The gateway checked the route; the service checks again. */
export function assertCanImport(auth: AuthContext): void {
  if (permissionAllows(auth.permissions?.['masterplan.gantt'], 'AC')) return;
  throw new ServiceError('NO_PERMISSION', 'Importing a schedule needs full access to the Gantt', 403);
}
