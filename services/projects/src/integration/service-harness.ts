import { randomBytes } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import type { Connection } from 'mongoose';
import {
  callerReplyTopic,
  eventTopicSpecs,
  lookaheadEvents,
  masterplanRequests,
  projectsEvents,
  projectsRequests,
  replyTopicSpecs,
  requestTopicSpecs,
  type AuthContext,
  type ServiceReply,
} from '@tenon/contracts';
import { KafkaJsRequestTransport, KafkaRequester, MAX_MESSAGE_BYTES, namespacedTopic, type RunningService } from '@tenon/service-kit';
import { closeAndDropDatabase, siblingServices, TEST_MONGO_BASE } from '@tenon/service-kit/testing';
import { startProjectsService } from '../start-projects';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

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
export async function startProjectsUnderTest(options: { withMasterplan?: boolean } = {}): Promise<ProjectsUnderTest> {
  const run = randomBytes(4).toString('hex');
  // Topics of this run only: a product stack or another test run on this machine answers its own requests.
  process.env.TENON_TOPIC_NAMESPACE = `it-projects-${run}`;
  const runTopics = await createRunTopics();
  const database = `projects_test_${run}`;
  const masterplan = options.withMasterplan ? await startMasterplanChild(run) : undefined;
  const service = await startProjectsService({
    env: { ...process.env, MONGODB_URI: `${TEST_MONGO_BASE}/${database}`, LOG_LEVEL: 'warn' },
    kafkaGroupId: database,
  });
  const kafka = new Kafka({ clientId: `${database}-client`, brokers, logLevel: logLevel.NOTHING });
  // The test asks as the gateway does, and reads the gateway's replies.
  const requester = new KafkaRequester(new KafkaJsRequestTransport(kafka, callerReplyTopic('gateway'), `${database}-client`), 10_000);
  await requester.start();
  await waitUntilAnswering(requester, projectsRequests.health);
  if (masterplan) await waitUntilAnswering(requester, masterplanRequests.health);
  return {
    service,
    database,
    ...(masterplan ? { masterplan } : {}),
    // Integration tests name the reply they expect per call; their topics reach the requester as plain strings.
    ask: <T>(topic: string, auth: AuthContext, data: unknown) => requester.request(topic, { auth, data }) as Promise<ServiceReply<T>>,
    async stop() {
      await requester.stop();
      await closeAndDropDatabase(service);
      await masterplan?.stop();
      await deleteRunTopics(runTopics);
    },
  };
}

/** The masterplan service as its own process on this run's database, without the demo plan (tests write their own). */
async function startMasterplanChild(run: string): Promise<MasterplanUnderTest> {
  const siblings = siblingServices(run);
  siblings.start('masterplan', { SEED_DEMO: 'false' });
  const database = await siblings.connect('masterplan');
  return { database, stop: () => siblings.stopAll() };
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

export { randomObjectId } from '@tenon/service-kit/testing';

/**
 * The request, reply and event topics the projects and masterplan services use, under this run's namespace; with the
 * lookahead's task events, which the masterplan reads (Kafka does not make topics on demand).
 */
async function createRunTopics(): Promise<string[]> {
  const specs = [
    ...requestTopicSpecs([...Object.values(projectsRequests), ...Object.values(masterplanRequests)]),
    ...replyTopicSpecs(['gateway', 'projects', 'masterplan']),
    ...eventTopicSpecs([...Object.values(projectsEvents), lookaheadEvents.taskUpdated]),
  ].map((spec) => ({ ...spec, topic: namespacedTopic(spec.topic) }));
  const admin = new Kafka({ clientId: `harness-admin-${randomBytes(4).toString('hex')}`, brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    await admin.createTopics({
      waitForLeaders: true,
      topics: specs.map((spec) => ({
        topic: spec.topic,
        numPartitions: spec.numPartitions,
        replicationFactor: 1,
        configEntries: [{ name: 'max.message.bytes', value: String(MAX_MESSAGE_BYTES) }],
      })),
    });
  } finally {
    await admin.disconnect();
  }
  return specs.map((spec) => spec.topic);
}

async function deleteRunTopics(topics: readonly string[]): Promise<void> {
  const admin = new Kafka({ clientId: `harness-admin-${randomBytes(4).toString('hex')}`, brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    await admin.deleteTopics({ topics: [...topics] });
  } finally {
    await admin.disconnect();
  }
}
