import { localRoute, localRoutes } from '../http/gateway-route';

export const healthRoutes = localRoutes({
  health: localRoute({ method: 'GET', path: '/health', access: 'public', handle: (_request, { health }) => health.check() }),
});
