import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { getConnectionToken } from '@nestjs/mongoose';
import { Kafka, logLevel } from 'kafkajs';
import mongoose, { type Connection } from 'mongoose';
import { masterplanRequests, projectsRequests, type AuthContext, type ServiceReply } from '@tenon/contracts';
import { KafkaJsRequestTransport, KafkaRequester, type RunningService } from '@tenon/service-kit';
import { startProjectsService } from '../start-projects';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const mongoBase = (process.env.MONGODB_BASE_URI ?? 'mongodb://127.0.0.1:27017').replace(/\/$/, '');

/** The built masterplan service, run as its own process as in production (services never import each other). */
const masterplanMain = resolve(__dirname, '../../../masterplan/dist/main.js');

export interface MasterplanUnderTest {
  /** Its throw-away database, for the test to write activities into. */
  database: Connection;
  stop(): Promise<void>;
}

export interface ProjectsUnderTest {
  service: RunningService;
  database: string;
  /** Present when started with `{ withMasterplan: true }`. */
  masterplan?: MasterplanUnderTest;
  ask<T>(topic: string, auth: AuthContext, data: unknown): Promise<ServiceReply<T>>;
  stop(): Promise<void>;
}

/** Boots the projects service on its own throw-away database and consumer group, with a Kafka client to ask it. */
export async function startProjectsUnderTest(topics: readonly string[], options: { withMasterplan?: boolean } = {}): Promise<ProjectsUnderTest> {
  await assertNotRunningAlready(options.withMasterplan ? ['projects', 'masterplan'] : ['projects']);
  const run = randomBytes(4).toString('hex');
  const database = `projects_test_${run}`;
  const masterplan = options.withMasterplan ? await startMasterplanChild(`masterplan_test_${run}`) : undefined;
  const service = await startProjectsService({
    env: { ...process.env, MONGODB_URI: `${mongoBase}/${database}`, LOG_LEVEL: 'warn' },
    kafkaGroupId: database,
  });
  const kafka = new Kafka({ clientId: `${database}-client`, brokers, logLevel: logLevel.NOTHING });
  const askedTopics = masterplan ? [...topics, masterplanRequests.health, masterplanRequests.scheduleSummaries] : topics;
  const requester = new KafkaRequester(new KafkaJsRequestTransport(kafka, askedTopics, `${database}-client`), 10_000);
  await requester.start();
  await waitUntilAnswering(requester, projectsRequests.health);
  if (masterplan) await waitUntilAnswering(requester, masterplanRequests.health);
  return {
    service,
    database,
    ...(masterplan ? { masterplan } : {}),
    ask: (topic, auth, data) => requester.request(topic, { auth, data }),
    async stop() {
      await requester.stop();
      await service.app.get<Connection>(getConnectionToken()).dropDatabase();
      await service.close();
      await masterplan?.stop();
    },
  };
}

async function startMasterplanChild(database: string): Promise<MasterplanUnderTest> {
  if (!existsSync(masterplanMain)) throw new Error(`build the masterplan service first (${masterplanMain} is missing)`);
  const child = spawn(process.execPath, [masterplanMain], {
    env: { ...process.env, MONGODB_URI: `${mongoBase}/${database}`, KAFKA_GROUP_ID: database, LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const connection = await mongoose.createConnection(`${mongoBase}/${database}`).asPromise();
  let stopped = false;
  return {
    database: connection,
    async stop() {
      if (stopped) return;
      stopped = true;
      await stopChild(child);
      await connection.dropDatabase();
      await connection.close();
    },
  };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

/** A fresh consumer group starts at the log end once it has joined: ping until the service answers. */
async function waitUntilAnswering(requester: KafkaRequester, healthTopic: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await requester.request(healthTopic, { data: {} }, { timeoutMs: 1500 });
      return;
    } catch (error) {
      if (attempt >= 20) throw error;
    }
  }
}

export function randomObjectId(): string {
  return randomBytes(12).toString('hex');
}

/**
 * Request topics are shared: a service already running on this machine (npm start) would answer the
 * test's requests from its own database, so the tests refuse to run beside it rather than flake.
 */
export async function assertNotRunningAlready(services: readonly string[]): Promise<void> {
  const admin = new Kafka({ clientId: `harness-admin-${randomBytes(4).toString('hex')}`, brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const { groups } = await admin.describeGroups(services.map((service) => `${service}-server`));
    const running = groups.filter((group) => group.members.length > 0).map((group) => group.groupId.replace(/-server$/, ''));
    if (running.length > 0) {
      throw new Error(`the ${running.join(', ')} service(s) already run on this machine and would answer these tests' requests; stop them first`);
    }
  } finally {
    await admin.disconnect();
  }
}
