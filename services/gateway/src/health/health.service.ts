import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Admin, Kafka } from 'kafkajs';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { requestTopicsByService, type HealthResponse } from '@tenon/contracts';
import { KAFKA_CLIENT, KafkaRequester } from '@tenon/service-kit';
import { GATEWAY_SETTINGS, REDIS, type GatewaySettings } from '../gateway-settings';

function within<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const up = async (check: Promise<unknown>): Promise<'up' | 'down'> => check.then(() => 'up' as const, () => 'down' as const);

/** Pings every service over Kafka and every dependency directly, all in parallel with a short timeout. */
@Injectable()
export class HealthService implements OnApplicationShutdown {
  private admin: Admin | undefined;

  constructor(
    private readonly requester: KafkaRequester,
    @Inject(KAFKA_CLIENT) private readonly kafka: Kafka,
    @Inject(REDIS) private readonly redis: Redis,
    @InjectConnection() private readonly connection: Connection,
    @Inject(GATEWAY_SETTINGS) private readonly settings: GatewaySettings,
  ) {}

  async check(): Promise<HealthResponse> {
    const timeoutMs = this.settings.healthPingTimeoutMs;
    const serviceNames = Object.keys(requestTopicsByService) as (keyof typeof requestTopicsByService)[];
    const [services, mongodb, kafka, redis] = await Promise.all([
      Promise.all(
        serviceNames.map(async (name) => {
          const reply = this.requester.request(requestTopicsByService[name].health, { data: {} }, { timeoutMs });
          const state = await up(reply.then((answer) => (answer.ok ? answer : Promise.reject(new Error('unhealthy')))));
          return [name, state] as const;
        }),
      ),
      up(within(this.pingMongo(), timeoutMs)),
      up(within(this.describeKafka(), timeoutMs)),
      up(within(this.redis.ping(), timeoutMs)),
    ]);
    const infrastructure = { mongodb, kafka, redis };
    const allUp = services.every(([, state]) => state === 'up') && Object.values(infrastructure).every((state) => state === 'up');
    return { status: allUp ? 'ok' : 'degraded', services: Object.fromEntries(services), infrastructure };
  }

  private async pingMongo(): Promise<void> {
    const db = this.connection.db;
    if (db === undefined) throw new Error('not connected');
    await db.admin().ping();
  }

  private async describeKafka(): Promise<void> {
    if (this.admin === undefined) {
      const admin = this.kafka.admin();
      await admin.connect();
      this.admin = admin;
    }
    await this.admin.describeCluster();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.admin?.disconnect();
  }
}
