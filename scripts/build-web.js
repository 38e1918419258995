// Builds the shell and every micro-frontend, two at a time (the machine has two cores).
const { spawn } = require('node:child_process');
const path = require('node:path');

const apps = ['shell', 'mfe-masterplan', 'mfe-lookahead', 'mfe-weekly', 'mfe-takt', 'mfe-analytics'];
const root = path.resolve(__dirname, '..');
const parallel = Number(process.env.WEB_BUILD_PARALLEL ?? 2);

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '-s', 'build', '-w', app], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`  ${app} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        console.error(output);
        reject(new Error(`${app} build failed (exit ${code})`));
      }
    });
  });
}

async function main() {
  const queue = [...apps];
  const workers = Array.from({ length: parallel }, async () => {
    while (queue.length) await build(queue.shift());
  });
  await Promise.all(workers);
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
