import { Controller, type Type } from '@nestjs/common';
import { MessagePattern, Transport } from '@nestjs/microservices';
import { InjectConnection } from '@nestjs/mongoose';
import { ConnectionStates, type Connection } from 'mongoose';
import type { HealthPingReply, ServiceReply } from '@tenon/contracts';

/** Answers `<service>.health.ping` so the gateway's health page sees the service through Kafka. */
export function createHealthController(service: string, topic: string): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(@InjectConnection() private readonly connection: Connection) {}

    @MessagePattern(topic, Transport.KAFKA)
    ping(): ServiceReply<HealthPingReply> {
      const mongodb = this.connection.readyState === ConnectionStates.connected ? 'up' : 'down';
      return { ok: true, data: { service, mongodb, uptimeSeconds: Math.round(process.uptime()) } };
    }
  }
  return HealthController;
}
