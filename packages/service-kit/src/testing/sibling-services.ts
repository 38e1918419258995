import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import mongoose, { type Connection } from 'mongoose';
import { dropTestDatabase, TEST_MONGO_BASE } from './test-databases';

const servicesDir = resolve(__dirname, '../../../../services');

/**
 * Other built services run beside the service under test as child processes, as in production (services never import
 * each other), each on a throw-away database `<name>_test_<run>` and its own consumer group.
 */
export interface SiblingServices {
  /** Starts `services/<name>/dist/main.js` with the test's environment plus `env`. */
  start(name: string, env?: Record<string, string>): ChildProcess;
  databaseOf(name: string): string;
  /** A connection to a sibling's database, to look at what it stored; closed by `stopAll`. */
  connect(name: string): Promise<Connection>;
  /** Stops every sibling, waits for each to exit and drops their databases. */
  stopAll(): Promise<void>;
}

export function siblingServices(run: string = randomBytes(4).toString('hex')): SiblingServices {
  const started = new Map<string, ChildProcess[]>();
  const connections: Connection[] = [];
  const databaseOf = (name: string) => `${name}_test_${run}`;
  return {
    databaseOf,
    start(name, env = {}) {
      const main = resolve(servicesDir, name, 'dist', 'main.js');
      if (!existsSync(main)) throw new Error(`build the ${name} service first (${main} is missing)`);
      const database = databaseOf(name);
      const child = spawn(process.execPath, [main], {
        env: { ...process.env, MONGODB_URI: `${TEST_MONGO_BASE}/${database}`, KAFKA_GROUP_ID: database, LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      started.set(name, [...(started.get(name) ?? []), child]);
      return child;
    },
    async connect(name) {
      const connection = await mongoose.createConnection(`${TEST_MONGO_BASE}/${databaseOf(name)}`).asPromise();
      connections.push(connection);
      return connection;
    },
    async stopAll() {
      for (const children of started.values()) for (const child of children) await stopChild(child);
      for (const connection of connections) await connection.close();
      for (const name of started.keys()) await dropTestDatabase(databaseOf(name));
    },
  };
}

export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  await exited;
}
