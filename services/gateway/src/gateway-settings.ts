import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { REMOTE_MODULES } from '@tenon/contracts';
import type { Environment } from '@tenon/service-kit';

/** The repository root: static front ends and `.data/` live there. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

export interface GatewaySettings {
  jwtSecret: string;
  userTokenTtlSeconds: number;
  sessionTtlSeconds: number;
  redisKeyPrefix: string;
  loginFailuresPerAccount: number;
  loginFailuresPerIp: number;
  loginThrottleWindowSeconds: number;
  /** Wrong current passwords a session may try on a password change within the throttle window. */
  passwordChangeFailuresPerAccount: number;
  /** Mails per hour that the public mail-sending routes send: per caller address, per target e-mail, per company. */
  mailLimitPerAddress: number;
  /** Express `trust proxy`: the proxies whose X-Forwarded-For is believed (`TRUST_PROXY`, e.g. `loopback`); none by default. */
  trustProxy: string | false;
  mailLimitPerEmail: number;
  mailLimitPerCompany: number;
  /** Requests per minute one API token may make (`API_TOKEN_LIMIT_PER_MINUTE`). */
  apiTokenRequestsPerMinute: number;
  healthPingTimeoutMs: number;
  staticRoot: string;
  remoteUrls: Record<string, string>;
  seedDemoIdentities: boolean;
  /** Origin of the links in mails (`${publicUrl}/signupconfirmation/<token>`). */
  publicUrl: string;
  mailFrom: string;
  tokenSweepIntervalSeconds: number;
  /** The Chromium that prints reports to PDF (`CHROMIUM_PATH`). */
  chromiumPath: string;
  /** Where the print browser reaches the web app: this gateway itself (`PRINT_ORIGIN`). */
  printOrigin: string;
}

function integer(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`expected a non-negative integer, got "${raw}"`);
  return value;
}

/** A dev secret generated once and kept under `.data/` so sessions survive a restart; production sets JWT_SECRET. */
export function loadJwtSecret(env: Environment, dataDir: string): string {
  const fromEnv = env.JWT_SECRET;
  if (fromEnv !== undefined && fromEnv.length >= 16) return fromEnv;
  if (fromEnv !== undefined && fromEnv.length > 0) throw new Error('JWT_SECRET must be at least 16 characters');
  const file = join(dataDir, 'gateway', 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function parseRemoteUrls(raw: string | undefined): Record<string, string> {
  const defaults = Object.fromEntries(REMOTE_MODULES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
  if (raw === undefined || raw.trim() === '') return defaults;
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('REMOTE_URLS must be a JSON object');
  const overrides: Record<string, string> = {};
  for (const [name, url] of Object.entries(parsed)) {
    if (typeof url !== 'string') throw new Error(`REMOTE_URLS.${name} must be a string`);
    overrides[name] = url;
  }
  return { ...defaults, ...overrides };
}

export function loadGatewaySettings(env: Environment = process.env): GatewaySettings {
  const root = env.TENON_ROOT ?? REPO_ROOT;
  return {
    jwtSecret: loadJwtSecret(env, env.TENON_DATA_DIR ?? join(root, '.data')),
    userTokenTtlSeconds: integer(env.USER_TOKEN_TTL_SECONDS, 60 * 60),
    sessionTtlSeconds: integer(env.SESSION_TTL_SECONDS, 12 * 60 * 60),
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'tenon:',
    loginFailuresPerAccount: integer(env.LOGIN_FAILURES_PER_ACCOUNT, 10),
    loginFailuresPerIp: integer(env.LOGIN_FAILURES_PER_IP, 30),
    loginThrottleWindowSeconds: integer(env.LOGIN_THROTTLE_WINDOW_SECONDS, 15 * 60),
    passwordChangeFailuresPerAccount: integer(env.PASSWORD_CHANGE_FAILURES_PER_ACCOUNT, 5),
    mailLimitPerAddress: integer(env.MAIL_LIMIT_PER_ADDRESS, 60),
    trustProxy: env.TRUST_PROXY === undefined || env.TRUST_PROXY.trim() === '' ? false : env.TRUST_PROXY.trim(),
    mailLimitPerEmail: integer(env.MAIL_LIMIT_PER_EMAIL, 5),
    mailLimitPerCompany: integer(env.MAIL_LIMIT_PER_COMPANY, 200),
    apiTokenRequestsPerMinute: integer(env.API_TOKEN_LIMIT_PER_MINUTE, 300),
    healthPingTimeoutMs: integer(env.HEALTH_PING_TIMEOUT_MS, 1500),
    staticRoot: root,
    remoteUrls: parseRemoteUrls(env.REMOTE_URLS),
    seedDemoIdentities: env.SEED_DEMO_IDENTITIES !== 'false',
    publicUrl: (env.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/+$/, ''),
    chromiumPath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    printOrigin: (env.PRINT_ORIGIN ?? `http://127.0.0.1:${env.GATEWAY_PORT ?? '8080'}`).replace(/\/+$/, ''),
    mailFrom: env.MAIL_FROM ?? 'Tenon <no-reply@tenon.local>',
    tokenSweepIntervalSeconds: integer(env.TOKEN_SWEEP_INTERVAL_SECONDS, 60 * 60),
  };
}

export const GATEWAY_SETTINGS = Symbol('GATEWAY_SETTINGS');
export const REDIS = Symbol('REDIS');
