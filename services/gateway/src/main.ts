import { allKafkaTopics } from '@tenon/contracts';
import { bootstrapService, KafkaRequester, type RunningService } from '@tenon/service-kit';
import { AuthService } from './auth/auth.service';
import { SessionStore } from './auth/session.store';
import { TokenService } from './auth/token.service';
import { GatewayModule } from './gateway.module';
import { GATEWAY_SETTINGS, type GatewaySettings } from './gateway-settings';
import { HealthService } from './health/health.service';
import { apiRouter } from './http/api-router';
import { staticFrontendsRouter } from './http/static-frontends';
import { gatewayRoutes, type GatewayRoute } from './http/route-table';

export const GATEWAY_DEFAULT_PORT = 8080;

/** Every request topic of every service and of the routes: the gateway reads all their replies. */
export function gatewayCallsTopics(routes: readonly GatewayRoute[] = gatewayRoutes): string[] {
  const serviceTopics = allKafkaTopics()
    .map((spec) => spec.topic)
    .filter((topic) => !topic.endsWith('.reply') && !/\.v\d+$/.test(topic));
  const routeTopics = routes.flatMap((route) => (route.target.kind === 'forward' ? [route.target.topic] : []));
  return [...new Set([...serviceTopics, ...routeTopics])];
}

export function startGateway(env: NodeJS.ProcessEnv = process.env, routes: readonly GatewayRoute[] = gatewayRoutes): Promise<RunningService> {
  return bootstrapService({
    name: 'gateway',
    appModule: GatewayModule,
    httpPort: GATEWAY_DEFAULT_PORT,
    httpPortVariable: 'GATEWAY_PORT',
    callsTopics: gatewayCallsTopics(routes),
    kafkaHandlers: false,
    env,
    configureHttp: (app, config) => {
      const settings = app.get<GatewaySettings>(GATEWAY_SETTINGS);
      const express = app.getHttpAdapter().getInstance() as import('express').Express;
      express.set('trust proxy', 'loopback');
      express.disable('x-powered-by');
      express.use(
        '/api/v1',
        apiRouter({
          tokens: app.get(TokenService),
          sessions: app.get(SessionStore),
          auth: app.get(AuthService),
          health: app.get(HealthService),
          requester: app.get(KafkaRequester),
          requestTimeoutMs: config.requestTimeoutMs,
          routes,
        }),
      );
      express.use(staticFrontendsRouter(settings.staticRoot, settings.remoteUrls));
    },
  });
}

if (require.main === module) {
  startGateway().catch((error: unknown) => {
    process.stderr.write(`gateway failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
