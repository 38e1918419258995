import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { getProcessLogger } from '@tenon/service-kit';
import type { RealtimeServer } from './realtime.server';

/** Starts the realtime fan-out with the application and closes its sockets and consumer with it. */
@Injectable()
export class RealtimeLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: RealtimeServer | undefined;

  /** The server is made where the HTTP server is known (the gateway's HTTP set-up), before the application starts. */
  attach(server: RealtimeServer): void {
    this.server = server;
  }

  onApplicationBootstrap(): void {
    void this.server?.start().catch((error: unknown) => getProcessLogger().error({ err: error }, 'realtime fan-out not started'));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close();
  }
}
