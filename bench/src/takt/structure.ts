import { generateAutomaticStructure } from '@tenon/lean';
import { adminSession, call } from '../support/product-api';

/**
 * An automatic structure of a 60-floor tower × 12 units (720 production units), made by the wizard's call on the
 * running product (`npm start`) through the gateway, and its generation alone. Goal (issue 13): < 1 s.
 */
const FLOORS = Number(process.env.BENCH_FLOORS ?? 60);
const UNITS = Number(process.env.BENCH_UNITS_PER_FLOOR ?? 12);
const ROUNDS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

interface Tree {
  structures: Array<{ id: string; name: string }>;
  units: unknown[];
}

async function main(): Promise<void> {
  const input = { name: 'Bench tower', locationLabel: 'Floor', start: 1, end: FLOORS, unitLabel: 'Apartment', unitsPerLocation: UNITS };
  const generation: number[] = [];
  for (let round = 0; round < 20; round++) {
    const started = performance.now();
    const generated = generateAutomaticStructure(input);
    generation.push(performance.now() - started);
    if (!generated.ok) throw new Error(generated.code);
  }
  console.log(`Takt structure: ${FLOORS} floors × ${UNITS} units = ${FLOORS * UNITS} production units`);
  console.log(`  generation alone (median of 20): ${(median(generation) * 1000).toFixed(0)} µs`);

  const token = await adminSession();
  const { projects } = await call<{ projects: Array<{ id: string; name: string }> }>('GET', '/projects', token);
  const project = projects.find((p) => p.name.startsWith('Northgate')) ?? projects[0]!;
  const { schedule } = await call<{ schedule: { id: string } }>('POST', `/projects/${project.id}/schedules`, token, { name: `Takt bench ${Date.now()}` });
  const path = `/takt/projects/${project.id}/schedules/${schedule.id}/structures`;
  const times: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const tree = await call<Tree>('POST', path, token, { type: 'tall_building', name: `Bench tower ${round + 1}`, mode: 'automatic', automatic: input });
      times.push(performance.now() - started);
      if (tree.units.length !== FLOORS * UNITS) throw new Error(`the tree answered ${tree.units.length} units`);
      await call('DELETE', `${path}/${tree.structures[0]!.id}`, token);
    }
  } finally {
    await call('DELETE', `/projects/${project.id}/schedules/${schedule.id}`, token).catch(() => undefined);
  }
  console.log(`  wizard call through the gateway, stored and answered (median of ${ROUNDS}): ${ms(median(times))}  [${times.map(ms).join(', ')}]  goal < 1000 ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
