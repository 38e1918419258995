import { randomBytes } from 'node:crypto';
import { getConnectionToken } from '@nestjs/mongoose';
import { Kafka, logLevel } from 'kafkajs';
import type { Connection } from 'mongoose';
import { projectsRequests, type AuthContext, type ServiceReply } from '@tenon/contracts';
import { KafkaJsRequestTransport, KafkaRequester, type RunningService } from '@tenon/service-kit';
import { startProjectsService } from '../start-projects';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const mongoBase = (process.env.MONGODB_BASE_URI ?? 'mongodb://127.0.0.1:27017').replace(/\/$/, '');

export interface ProjectsUnderTest {
  service: RunningService;
  database: string;
  ask<T>(topic: string, auth: AuthContext, data: unknown): Promise<ServiceReply<T>>;
  stop(): Promise<void>;
}

/** Boots the projects service on its own throw-away database and consumer group, with a Kafka client to ask it. */
export async function startProjectsUnderTest(topics: readonly string[]): Promise<ProjectsUnderTest> {
  await assertNotRunningAlready(['projects']);
  const run = randomBytes(4).toString('hex');
  const database = `projects_test_${run}`;
  const service = await startProjectsService({
    env: { ...process.env, MONGODB_URI: `${mongoBase}/${database}`, LOG_LEVEL: 'warn' },
    kafkaGroupId: database,
  });
  const kafka = new Kafka({ clientId: `${database}-client`, brokers, logLevel: logLevel.NOTHING });
  const requester = new KafkaRequester(new KafkaJsRequestTransport(kafka, topics, `${database}-client`), 10_000);
  await requester.start();
  await waitUntilAnswering(requester, projectsRequests.health);
  return {
    service,
    database,
    ask: (topic, auth, data) => requester.request(topic, { auth, data }),
    async stop() {
      await requester.stop();
      await service.app.get<Connection>(getConnectionToken()).dropDatabase();
      await service.close();
    },
  };
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
