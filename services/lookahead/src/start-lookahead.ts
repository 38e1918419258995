import { bootstrapService, PROJECT_ACCESS_CALLS, type BootstrapServiceOptions, type RunningService } from '@tenon/service-kit';
import { AppModule } from './app.module';

/** How the lookahead service starts; integration tests pass their own environment (database) and consumer group. */
export function startLookaheadService(overrides: Pick<BootstrapServiceOptions, 'env' | 'kafkaGroupId'> = {}): Promise<RunningService> {
  return bootstrapService({ name: 'lookahead', appModule: AppModule, callsTopics: PROJECT_ACCESS_CALLS, ...overrides });
}
