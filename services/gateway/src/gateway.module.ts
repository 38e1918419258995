import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Redis } from 'ioredis';
import { SERVICE_CONFIG, SERVICE_ENV, type Environment, type ServiceConfig } from '@tenon/service-kit';
import { AuthService } from './auth/auth.service';
import { LoginThrottle, PasswordChangeThrottle } from './auth/login-throttle';
import { PasswordHasher } from './auth/password-hasher';
import { SessionStore } from './auth/session.store';
import { MailRateLimiter } from './http/mail-rate-limit';
import { TokenService } from './auth/token.service';
import { GATEWAY_SETTINGS, loadGatewaySettings, REDIS, type GatewaySettings } from './gateway-settings';
import { HealthService } from './health/health.service';
import { CompaniesRepository } from './identity/companies.repository';
import { CompaniesService } from './identity/companies.service';
import { CompanyMembersRepository } from './identity/company-members.repository';
import { DemoIdentitiesSeeder } from './identity/demo-identities.seeder';
import {
  COMPANY_MEMBER_MODEL,
  COMPANY_MODEL,
  companyMemberSchema,
  companySchema,
  PERMISSION_TABLE_MODEL,
  permissionTableSchema,
  USER_MODEL,
  userSchema,
} from './identity/identity.schema';
import { PermissionTablesRepository } from './identity/permission-tables.repository';
import { UsersRepository } from './identity/users.repository';
import { RedisLifecycle } from './auth/redis.lifecycle';
import { AccessIdentitiesService } from './access/access-identities.service';
import { ActivationRequestsService } from './access/activation-requests.service';
import { InvitationsService } from './access/invitations.service';
import { LinkTokensRepository } from './access/link-tokens/link-tokens.repository';
import { LINK_TOKEN_MODEL, linkTokenSchema } from './access/link-tokens/link-tokens.schema';
import { LinkTokensService } from './access/link-tokens/link-tokens.service';
import { LinkTokensSweeper } from './access/link-tokens/link-tokens.sweeper';
import { LinkMailService } from './access/mail/link-mail.service';
import { Mailer } from './access/mail/mailer';
import { OnboardingLinksService } from './access/onboarding-links.service';
import { OnboardingService } from './access/onboarding.service';
import { PasswordResetService } from './access/password-reset.service';
import { ProjectsPort } from './access/projects.port';
import { SignupService } from './access/signup.service';
import { ImagesRepository } from './images/images.repository';
import { IMAGE_MODEL, imageSchema } from './images/images.schema';
import { AUDIT_EVENT_MODEL, auditEventSchema } from './audit/audit-events.schema';
import { AuditLogRepository } from './audit/audit-log.repository';
import { AuditLogService } from './audit/audit-log.service';
import { ApiTokenRateLimiter } from './api-tokens/api-token-rate-limit';
import { ApiTokensRepository } from './api-tokens/api-tokens.repository';
import { API_TOKEN_MODEL, apiTokenSchema } from './api-tokens/api-tokens.schema';
import { ApiTokensService } from './api-tokens/api-tokens.service';
import { ImageLinkSigner } from './images/image-links';
import { ImagesService } from './images/images.service';
import { PdfExportService } from './exports/pdf-export.service';
import { PdfJobsService } from './exports/pdf-jobs.service';
import { RealtimeLifecycle } from './realtime/realtime.lifecycle';
import { AccountSettingsService } from './settings/account-settings.service';
import { CompanySettingsService } from './settings/company-settings.service';
import { RoadblockMailConsumer } from './notifications/roadblock-mail.consumer';
import { WeekReportMailConsumer } from './notifications/week-report-mail.consumer';

/** The access, onboarding, settings and image flows of docs/api-access.md. */
const identityFlowProviders = [
  LinkTokensRepository,
  LinkTokensService,
  LinkMailService,
  AccessIdentitiesService,
  ProjectsPort,
  OnboardingLinksService,
  SignupService,
  InvitationsService,
  OnboardingService,
  PasswordResetService,
  ActivationRequestsService,
  ImagesRepository,
  AuditLogRepository,
  AuditLogService,
  ImagesService,
  AccountSettingsService,
  CompanySettingsService,
  RoadblockMailConsumer,
  WeekReportMailConsumer,
  PdfExportService,
  PdfJobsService,
  RealtimeLifecycle,
  ApiTokensRepository,
  ApiTokensService,
];

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: USER_MODEL, schema: userSchema },
      { name: COMPANY_MODEL, schema: companySchema },
      { name: COMPANY_MEMBER_MODEL, schema: companyMemberSchema },
      { name: PERMISSION_TABLE_MODEL, schema: permissionTableSchema },
      { name: LINK_TOKEN_MODEL, schema: linkTokenSchema },
      { name: IMAGE_MODEL, schema: imageSchema },
      { name: AUDIT_EVENT_MODEL, schema: auditEventSchema },
      { name: API_TOKEN_MODEL, schema: apiTokenSchema },
    ]),
  ],
  providers: [
    { provide: GATEWAY_SETTINGS, useFactory: (env: Environment) => loadGatewaySettings(env), inject: [SERVICE_ENV] },
    {
      provide: REDIS,
      useFactory: (config: ServiceConfig) => new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }),
      inject: [SERVICE_CONFIG],
    },
    {
      provide: TokenService,
      useFactory: (settings: GatewaySettings) => new TokenService(settings.jwtSecret, settings.userTokenTtlSeconds, settings.sessionTtlSeconds),
      inject: [GATEWAY_SETTINGS],
    },
    {
      provide: SessionStore,
      useFactory: (redis: Redis, settings: GatewaySettings) => new SessionStore(redis, settings.redisKeyPrefix, settings.sessionTtlSeconds),
      inject: [REDIS, GATEWAY_SETTINGS],
    },
    {
      provide: LoginThrottle,
      useFactory: (redis: Redis, settings: GatewaySettings) =>
        new LoginThrottle(redis, settings.redisKeyPrefix, {
          perAccount: settings.loginFailuresPerAccount,
          perIp: settings.loginFailuresPerIp,
          windowSeconds: settings.loginThrottleWindowSeconds,
        }),
      inject: [REDIS, GATEWAY_SETTINGS],
    },
    {
      provide: PasswordChangeThrottle,
      useFactory: (redis: Redis, settings: GatewaySettings) =>
        new PasswordChangeThrottle(
          redis,
          settings.redisKeyPrefix,
          { perAccount: settings.passwordChangeFailuresPerAccount, perIp: settings.loginFailuresPerIp, windowSeconds: settings.loginThrottleWindowSeconds },
          'password-change',
        ),
      inject: [REDIS, GATEWAY_SETTINGS],
    },
    {
      provide: MailRateLimiter,
      useFactory: (redis: Redis, settings: GatewaySettings) =>
        new MailRateLimiter(redis, settings.redisKeyPrefix, {
          perAddress: settings.mailLimitPerAddress,
          perEmail: settings.mailLimitPerEmail,
          perCompany: settings.mailLimitPerCompany,
          windowSeconds: 60 * 60,
        }),
      inject: [REDIS, GATEWAY_SETTINGS],
    },
    {
      provide: ApiTokenRateLimiter,
      useFactory: (redis: Redis, settings: GatewaySettings) => new ApiTokenRateLimiter(redis, settings.redisKeyPrefix, settings.apiTokenRequestsPerMinute),
      inject: [REDIS, GATEWAY_SETTINGS],
    },
    {
      provide: ImageLinkSigner,
      useFactory: (settings: GatewaySettings) => new ImageLinkSigner(settings.jwtSecret),
      inject: [GATEWAY_SETTINGS],
    },
    {
      provide: Mailer,
      useFactory: (config: ServiceConfig, settings: GatewaySettings) => new Mailer(config.smtpUrl, settings.mailFrom),
      inject: [SERVICE_CONFIG, GATEWAY_SETTINGS],
    },
    ...identityFlowProviders,
    PasswordHasher,
    UsersRepository,
    CompaniesRepository,
    CompanyMembersRepository,
    PermissionTablesRepository,
    CompaniesService,
    AuthService,
    HealthService,
    DemoIdentitiesSeeder,
    RedisLifecycle,
    LinkTokensSweeper,
  ],
  exports: [AuthService, CompaniesService, SessionStore, TokenService, MailRateLimiter, LinkTokensSweeper, ...identityFlowProviders],
})
export class GatewayModule {}
