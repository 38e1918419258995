import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { SERVICE_LOGGER } from '@tenon/service-kit';
import { GATEWAY_SETTINGS, type GatewaySettings } from '../../gateway-settings';
import { LinkTokensService } from './link-tokens.service';

/** Removes tokens a day past their expiry, every `TOKEN_SWEEP_INTERVAL_SECONDS` (0 turns it off). */
@Injectable()
export class LinkTokensSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly tokens: LinkTokensService,
    @Inject(GATEWAY_SETTINGS) private readonly settings: GatewaySettings,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (this.settings.tokenSweepIntervalSeconds === 0) return;
    this.timer = setInterval(() => void this.sweepOnce(), this.settings.tokenSweepIntervalSeconds * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
  }

  async sweepOnce(now = new Date()): Promise<number> {
    try {
      const removed = await this.tokens.sweep(now);
      if (removed > 0) this.logger.info({ removed }, 'expired link tokens swept');
      return removed;
    } catch (error) {
      this.logger.warn({ err: error }, 'link token sweep failed');
      return 0;
    }
  }
}
