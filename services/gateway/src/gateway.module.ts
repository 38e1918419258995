import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Redis } from 'ioredis';
import { SERVICE_CONFIG, SERVICE_ENV, type Environment, type ServiceConfig } from '@tenon/service-kit';
import { AuthService } from './auth/auth.service';
import { LoginThrottle } from './auth/login-throttle';
import { PasswordHasher } from './auth/password-hasher';
import { SessionStore } from './auth/session.store';
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
} from './identity/identity.schemas';
import { PermissionTablesRepository } from './identity/permission-tables.repository';
import { UsersRepository } from './identity/users.repository';
import { RedisLifecycle } from './auth/redis.lifecycle';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: USER_MODEL, schema: userSchema },
      { name: COMPANY_MODEL, schema: companySchema },
      { name: COMPANY_MEMBER_MODEL, schema: companyMemberSchema },
      { name: PERMISSION_TABLE_MODEL, schema: permissionTableSchema },
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
  ],
  exports: [AuthService, CompaniesService, SessionStore, TokenService],
})
export class GatewayModule {}
