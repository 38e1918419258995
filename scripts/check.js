// Lint and type checks in two lanes at once: eslint and tsc each run as one single-threaded process and the machine
// has two cores, so the stage takes as long as its longer lane (it took 8 minutes in a row, 483 s of a CI run).
// Each lane's output is printed whole as each step ends, so the two never interleave line by line.
const { spawn } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

// The front ends' lint goes with the type checks, so that both lanes take about as long (measured 205 s and 260 s).
const frontEnds = ['shell', 'mfe-masterplan', 'mfe-lookahead', 'mfe-weekly', 'mfe-takt', 'mfe-analytics', 'packages/ui'];
const eslint = ['eslint', '--max-warnings=0'];

const lanes = [
  { name: 'lint of services, packages and tests', steps: [['npx', [...eslint, '.', ...frontEnds.flatMap((folder) => ['--ignore-pattern', `${folder}/**`])]]] },
  {
    name: 'types and lint of the front ends',
    steps: [
      ['npx', ['tsc', '-b', 'tsconfig.build.json']],
      ['npm', ['run', '-s', 'typecheck', '--workspaces', '--if-present']],
      ['npx', [...eslint, ...frontEnds]],
    ],
  },
];

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function runLane(lane) {
  const started = Date.now();
  for (const [command, args] of lane.steps) {
    const { code, output } = await run(command, args);
    if (output.trim() !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    if (code !== 0) {
      console.error(`  ${lane.name} failed: ${command} ${args.join(' ')} (exit ${code})`);
      return false;
    }
  }
  console.log(`  ${lane.name} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

Promise.all(lanes.map(runLane)).then((passed) => {
  if (!passed.every(Boolean)) process.exit(1);
});
