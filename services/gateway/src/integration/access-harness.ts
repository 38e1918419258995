import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { Kafka, logLevel } from 'kafkajs';
import { allKafkaTopics, type LoginResponse, type Role, type SessionResponse } from '@tenon/contracts';
import { MAX_MESSAGE_BYTES, namespacedTopic, type RunningService } from '@tenon/service-kit';
import { closeAndDropDatabase, siblingServices, TEST_MONGO_BASE } from '@tenon/service-kit/testing';
import { AccessIdentitiesService } from '../access/access-identities.service';
import { startGateway } from '../main';

export const run = randomBytes(4).toString('hex');
export const PUBLIC_URL = 'http://tenon.test';
const kafkaBrokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

export interface ErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The gateway under test (own database, Redis prefix, mail to MailDev) and a projects service it asks over Kafka. */
export class AccessHarness {
  gateway!: RunningService;
  baseUrl = '';
  private readonly siblings = siblingServices(run);

  async start(): Promise<void> {
    // Kafka topics of this run only: a running product stack or another test run answers its own requests.
    process.env.TENON_TOPIC_NAMESPACE = `it-access-${run}`;
    await this.createRunTopics();
    const port = await freePort();
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.gateway = await startGateway({
      ...process.env,
      MONGODB_URI: `${TEST_MONGO_BASE}/gateway_access_${run}`,
      GATEWAY_PORT: String(port),
      REDIS_KEY_PREFIX: `gateway-access-${run}:`,
      PUBLIC_URL,
      SEED_DEMO_IDENTITIES: 'false',
      LOG_LEVEL: 'warn',
      TENON_ROOT: `/tmp/gateway-access-${run}`,
    });
    // The onboarding steps create real projects and schedules: a projects service of this run (database, group, topics).
    this.siblings.start('projects');
    await this.waitForProjects();
  }

  private runTopics(): string[] {
    return allKafkaTopics().map((spec) => namespacedTopic(spec.topic));
  }

  private async createRunTopics(): Promise<void> {
    const admin = new Kafka({ clientId: `access-admin-${run}`, brokers: kafkaBrokers, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      await admin.createTopics({
        waitForLeaders: true,
        topics: allKafkaTopics().map((spec) => ({
          topic: namespacedTopic(spec.topic),
          numPartitions: spec.numPartitions,
          configEntries: [{ name: 'max.message.bytes', value: String(MAX_MESSAGE_BYTES) }],
        })),
      });
    } finally {
      await admin.disconnect();
    }
  }

  private async deleteRunTopics(): Promise<void> {
    const admin = new Kafka({ clientId: `access-admin-${run}`, brokers: kafkaBrokers, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    await admin.deleteTopics({ topics: this.runTopics() }).catch(() => undefined);
    await admin.disconnect();
  }

  private async projectsAnswer(): Promise<boolean> {
    const health = await this.call<{ services: Record<string, string> }>('GET', '/api/v1/health');
    return health.body.services.projects === 'up';
  }

  private async waitForProjects(): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (await this.projectsAnswer()) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    assert.fail('the projects service did not answer its health ping within 60 s');
  }

  async stop(): Promise<void> {
    // Each process stops before its database goes: see closeAndDropDatabase.
    await this.siblings.stopAll();
    await closeAndDropDatabase(this.gateway);
    await this.deleteRunTopics();
  }

  async call<T>(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string>; form?: FormData } = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const buffer = Buffer.from(await response.arrayBuffer());
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, headers: response.headers, body: (isJson && buffer.length > 0 ? JSON.parse(buffer.toString('utf8')) : undefined) as T, raw: buffer };
  }

  login(email: string, password: string) {
    return this.call<LoginResponse & ErrorBody>('POST', '/api/v1/auth/login', { body: { email, password } });
  }

  async session(email: string, password: string, companyId: string): Promise<SessionResponse> {
    const signedIn = await this.login(email, password);
    assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
    const session = await this.call<SessionResponse>('POST', '/api/v1/auth/sessions', { token: signedIn.body.token, body: { companyId } });
    assert.equal(session.status, 201, JSON.stringify(session.body));
    return session.body;
  }

  /** A company owning `domain` with one person of `role`, made through the same services the flows use. */
  async company(name: string, domain: string | null, people: { email: string; role: Role }[]): Promise<{ companyId: string; userIds: string[] }> {
    const identities = this.gateway.app.get(AccessIdentitiesService);
    const company = await identities.createCompany({ name, image: null, country: 'CL', domain, contractType: 'enterprise', isFreeTrial: false });
    const userIds: string[] = [];
    for (const person of people) {
      const user = await identities.createPerson({ email: person.email, password: PASSWORD, name: person.role, lastname: 'Tester', position: 'Engineer', image: null, role: person.role });
      await identities.join(company._id, user._id, person.role);
      userIds.push(user._id);
    }
    return { companyId: company._id, userIds };
  }
}

export const PASSWORD = 'Formwork2026';
