import { spawn, execFileSync } from 'node:child_process';
import { openSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { baseUrl } from '../support/product';

/** The running product as `scripts/run-services.js --detach` left it: a pid file per service under `.data/run/`. */
const root = resolve(__dirname, '..', '..', '..');
const dataDir = process.env.TENON_DATA_DIR ?? join(root, '.data');
const runDir = join(dataDir, 'run');
const logDir = join(dataDir, 'logs');

export type ServiceName = 'projects' | 'masterplan' | 'lookahead' | 'weekly' | 'takt' | 'analytics' | 'gateway';

/** Kills a service at once (no shutdown hooks), as a crash or an OOM kill would. */
export function killService(name: ServiceName): void {
  const pid = Number(readFileSync(join(runDir, `${name}.pid`), 'utf8'));
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** Starts the service again as the product's start script does, appending to its log. */
export function restartService(name: ServiceName): void {
  const log = openSync(join(logDir, `${name}.log`), 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'services', name, 'dist', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      KAFKAJS_NO_PARTITIONER_WARNING: '1',
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      // The browser suites' settings for the gateway (scripts/test.sh).
      MAIL_LIMIT_PER_ADDRESS: process.env.MAIL_LIMIT_PER_ADDRESS ?? '100000',
      TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  writeFileSync(join(runDir, `${name}.pid`), String(child.pid));
  child.unref();
}

/** Waits until the gateway answers its health check with every service up; answers the seconds it took. */
export async function waitAllUp(timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(3_000) });
      const health = (await response.json()) as { services?: Record<string, string> };
      const statuses = Object.values(health.services ?? {});
      if (response.ok && statuses.length > 0 && statuses.every((status) => status === 'up')) return (Date.now() - started) / 1000;
    } catch {
      // The gateway itself may be the one restarting.
    }
    if (Date.now() - started > timeoutMs) throw new Error(`the product did not recover within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** Stops Redis and starts it again with the project's own infrastructure scripts (its data is saved on the way down). */
export function stopRedis(): void {
  execFileSync('bash', [join(root, 'infra', 'local', 'stop.sh'), 'redis'], { cwd: root, stdio: 'ignore' });
}

export function startRedis(): void {
  execFileSync('bash', [join(root, 'infra', 'local', 'start.sh')], { cwd: root, stdio: 'ignore', env: { ...process.env, TENON_SKIP_INSTALL: '1' } });
}
