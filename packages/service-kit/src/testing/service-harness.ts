import { randomBytes } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { callerReplyTopic, type AuthContext, type ServiceReply } from '@tenon/contracts';
import type { BootstrapServiceOptions, RunningService } from '../bootstrap/bootstrap-service';
import { requestGroupOf } from '../config/kafka-options';
import { KafkaJsRequestTransport } from '../messaging/kafkajs-request-transport';
import { KafkaRequester } from '../messaging/kafka-requester';
import { siblingServices } from './sibling-services';
import { closeAndDropDatabase, TEST_MONGO_BASE as mongoBase } from './test-databases';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

/** How a service starts (`startTaktService` and the like), with the test's environment and consumer group. */
export type StartService = (overrides: Pick<BootstrapServiceOptions, 'env' | 'kafkaGroupId'>) => Promise<RunningService>;

export interface ServiceUnderTestOptions {
  /** Service name: its database prefix and the group whose requests show a running copy. */
  name: string;
  start: StartService;
}

export interface ServiceUnderTest {
  service: RunningService;
  ask<T>(topic: string, auth: AuthContext, data: unknown): Promise<ServiceReply<T>>;
  /** Waits until `probe` is answered ok: both processes have joined their groups. */
  waitUntilReady(probe: () => Promise<ServiceReply<unknown>>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Boots the service in-process and the projects service as a child process, each on a throw-away
 * database (`<service>_test_<random>`, dropped after) and its own consumer group.
 */
export async function startWithProjects({ name, start }: ServiceUnderTestOptions): Promise<ServiceUnderTest> {
  await assertNotRunningAlready(['projects', name]);
  const run = randomBytes(4).toString('hex');
  const ownDatabase = `${name}_test_${run}`;
  // The projects service runs as its own process, as in production (services never import each other).
  const siblings = siblingServices(run);
  const projects = siblings.start('projects');
  const service = await start({
    env: { ...process.env, MONGODB_URI: `${mongoBase}/${ownDatabase}`, LOG_LEVEL: 'warn' },
    kafkaGroupId: ownDatabase,
  });
  const kafka = new Kafka({ clientId: `${ownDatabase}-client`, brokers, logLevel: logLevel.NOTHING });
  const requester = new KafkaRequester(new KafkaJsRequestTransport(kafka, callerReplyTopic('gateway'), `${ownDatabase}-client`), 10_000);
  await requester.start();
  return {
    service,
    // Integration tests name the reply they expect per call; their topics reach the requester as plain strings.
    ask: <T>(topic: string, auth: AuthContext, data: unknown) => requester.request(topic, { auth, data }) as Promise<ServiceReply<T>>,
    async waitUntilReady(probe) {
      for (let attempt = 1; attempt <= 40; attempt++) {
        if (projects.exitCode !== null) throw new Error(`the projects service exited with code ${projects.exitCode}`);
        const reply = await probe().catch(() => undefined);
        if (reply?.ok) return;
        await new Promise((r) => setTimeout(r, 500));
      }
      throw new Error('services did not become ready');
    },
    async stop() {
      await requester.stop();
      await closeAndDropDatabase(service);
      await siblings.stopAll();
    },
  };
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
    const { groups } = await admin.describeGroups(services.map((service) => requestGroupOf(service)));
    const running = groups.filter((group) => group.members.length > 0).map((group) => services.find((service) => requestGroupOf(service) === group.groupId) ?? group.groupId);
    if (running.length > 0) {
      throw new Error(`the ${running.join(', ')} service(s) already run on this machine and would answer these tests' requests; stop them first`);
    }
  } finally {
    await admin.disconnect();
  }
}
