// Starts every service as a child process, waits until the gateway reports them all up,
// and stops them together. `--detach` leaves them running (tests) with pids in .data/run/.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const dataDir = process.env.TENON_DATA_DIR ?? path.join(root, '.data');
const logDir = path.join(dataDir, 'logs');
const runDir = path.join(dataDir, 'run');
const services = ['projects', 'masterplan', 'lookahead', 'weekly', 'takt', 'analytics', 'gateway'];
const port = Number(process.env.GATEWAY_PORT ?? 8080);
const readyTimeoutMs = Number(process.env.READY_TIMEOUT_MS ?? 180_000);
const detach = process.argv.includes('--detach');

fs.mkdirSync(logDir, { recursive: true });
fs.mkdirSync(runDir, { recursive: true });

function startService(name) {
  const entry = path.join(root, 'services', name, 'dist', 'main.js');
  if (!fs.existsSync(entry)) throw new Error(`services/${name} is not built (${entry} missing): run the build first`);
  const log = fs.openSync(path.join(logDir, `${name}.log`), 'w');
  // TENON_NODE_ARGS adds flags to every service (say `--cpu-prof --cpu-prof-dir=/tmp/profiles` to profile a run).
  const extraArgs = (process.env.TENON_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, ['--enable-source-maps', ...extraArgs, entry], {
    cwd: root,
    env: { ...process.env, KAFKAJS_NO_PARTITIONER_WARNING: '1', NODE_ENV: process.env.NODE_ENV ?? 'development' },
    stdio: ['ignore', log, log],
    detached: detach,
  });
  fs.writeFileSync(path.join(runDir, `${name}.pid`), String(child.pid));
  if (detach) child.unref();
  return child;
}

async function health() {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`, { signal: AbortSignal.timeout(3000) });
    return await res.json();
  } catch {
    return undefined;
  }
}

async function waitUntilReady(children) {
  const started = Date.now();
  let last;
  while (Date.now() - started < readyTimeoutMs) {
    for (const [name, child] of children) {
      if (child.exitCode !== null) {
        const tail = fs.readFileSync(path.join(logDir, `${name}.log`), 'utf8').split('\n').slice(-30).join('\n');
        throw new Error(`service ${name} exited with code ${child.exitCode}; last log lines:\n${tail}`);
      }
    }
    last = await health();
    const statuses = last?.services ?? {};
    const down = services.filter((s) => s !== 'gateway' && statuses[s] !== 'up');
    if (last && down.length === 0) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`services not ready after ${readyTimeoutMs / 1000} s; last health: ${JSON.stringify(last)}`);
}

async function main() {
  const children = new Map(services.map((name) => [name, startService(name)]));
  const stopAll = () => {
    for (const child of children.values()) if (child.exitCode === null) child.kill('SIGTERM');
    // A service that cannot reach its broker may hang in shutdown: it gets 15 s, then it is killed.
    setTimeout(() => {
      for (const child of children.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }, 15_000).unref();
  };
  if (!detach) {
    process.on('SIGINT', stopAll);
    process.on('SIGTERM', stopAll);
  }
  try {
    const ms = await waitUntilReady(children);
    const total = process.env.TENON_START_EPOCH ? ` (${Math.round(Date.now() / 1000 - Number(process.env.TENON_START_EPOCH))} s since npm start)` : '';
    console.log(`All services ready in ${(ms / 1000).toFixed(1)} s${total}. Tenon is at http://localhost:${port} (logs in ${logDir})`);
  } catch (err) {
    stopAll();
    console.error(String(err.message ?? err));
    process.exit(1);
  }
  if (detach) process.exit(0);
}

void main();
