import type { INestApplication } from '@nestjs/common';
import { allKafkaTopics } from '@tenon/contracts';
import { ActivationRequestsService } from './access/activation-requests.service';
import { InvitationsService } from './access/invitations.service';
import { LinkTokensService } from './access/link-tokens/link-tokens.service';
import { PdfExportService } from './exports/pdf-export.service';
import { PdfJobsService } from './exports/pdf-jobs.service';
import { OnboardingService } from './access/onboarding.service';
import { PasswordResetService } from './access/password-reset.service';
import { SignupService } from './access/signup.service';
import { ImagesService } from './images/images.service';
import { AccountSettingsService } from './settings/account-settings.service';
import { CompanySettingsService } from './settings/company-settings.service';
import type { LocalServices } from './http/gateway-route';
import type { Server as HttpServer } from 'node:http';
import type { Kafka } from 'kafkajs';
import { bootstrapService, KAFKA_CLIENT, KafkaRequester, ProjectAccessClient, TransientBlobs, type RunningService } from '@tenon/service-kit';
import { RealtimeServer } from './realtime/realtime.server';
import { RealtimeLifecycle } from './realtime/realtime.lifecycle';
import { AuthService } from './auth/auth.service';
import { SessionStore } from './auth/session.store';
import { TokenService } from './auth/token.service';
import { GatewayModule } from './gateway.module';
import { GATEWAY_SETTINGS, type GatewaySettings } from './gateway-settings';
import { HealthService } from './health/health.service';
import { MailRateLimiter } from './http/mail-rate-limit';
import { securityHeaders } from './http/security-headers';
import { responseCompression } from './http/response-compression';
import { ApiTokensService } from './api-tokens/api-tokens.service';
import { apiRouter } from './http/api-router';
import { embeddedAnalyticsUrl } from './embedded-analytics/embedded-analytics.routes';
import { AuditLogService } from './audit/audit-log.service';
import { ImageLinkSigner } from './images/image-links';
import { staticFrontendsRouter } from './http/static-frontends';
import type { GatewayRoute } from './http/gateway-route';
import { Mailer } from './access/mail/mailer';
import { ModificationMail } from './modifications/modification-mail';
import { gatewayRoutes } from './http/route-table';

export const GATEWAY_DEFAULT_PORT = 8080;

/** Every request topic of every service and of the routes (replies to all of them come on `gateway.replies`). */
export function gatewayCallsTopics(routes: readonly GatewayRoute[] = gatewayRoutes): string[] {
  const serviceTopics = allKafkaTopics()
    .map((spec) => spec.topic)
    .filter((topic) => !topic.endsWith('.replies') && !/\.v\d+$/.test(topic));
  const routeTopics = routes.flatMap((route) => (route.target.kind === 'forward' ? [route.target.topic] : []));
  return [...new Set([...serviceTopics, ...routeTopics])];
}

function localServices(app: INestApplication): LocalServices {
  return {
    auth: app.get(AuthService),
    health: app.get(HealthService),
    signup: app.get(SignupService),
    invitations: app.get(InvitationsService),
    onboarding: app.get(OnboardingService),
    passwordResets: app.get(PasswordResetService),
    activationRequests: app.get(ActivationRequestsService),
    account: app.get(AccountSettingsService),
    company: app.get(CompanySettingsService),
    audit: app.get(AuditLogService),
    images: app.get(ImagesService),
    linkTokens: app.get(LinkTokensService),
    pdf: app.get(PdfExportService),
    pdfJobs: app.get(PdfJobsService),
    apiTokens: app.get(ApiTokensService),
  };
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
      // X-Forwarded-For names the caller only behind a proxy we run; otherwise anyone could pick their own address.
      express.set('trust proxy', settings.trustProxy);
      express.disable('x-powered-by');
      express.use(responseCompression());
      express.use(securityHeaders(settings.remoteUrls, settings.publicUrl, embeddedAnalyticsUrl()));
      express.use(
        '/api/v1',
        apiRouter({
          tokens: app.get(TokenService),
          sessions: app.get(SessionStore),
          services: localServices(app),
          requester: app.get(KafkaRequester),
          requestTimeoutMs: config.requestTimeoutMs,
          mailLimiter: app.get(MailRateLimiter),
          imageLinks: app.get(ImageLinkSigner),
          routes,
          uploads: app.get(TransientBlobs),
          modificationMail: new ModificationMail(app.get(Mailer), app.get(CompanySettingsService), settings.publicUrl),
        }),
      );
      express.use(staticFrontendsRouter(settings.staticRoot, settings.remoteUrls));
      const realtime = new RealtimeServer(app.getHttpServer() as HttpServer, {
        tokens: app.get(TokenService),
        sessions: app.get(SessionStore),
        access: new ProjectAccessClient(app.get(KafkaRequester)),
        kafka: app.get<Kafka>(KAFKA_CLIENT),
      });
      app.get(RealtimeLifecycle).attach(realtime);
    },
  });
}

if (require.main === module) {
  startGateway().catch((error: unknown) => {
    process.stderr.write(`gateway failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
