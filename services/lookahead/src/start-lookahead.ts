import { bootstrapService, type BootstrapServiceOptions, type RunningService } from '@tenon/service-kit';
import { AppModule } from './app.module';
import { PROJECT_ACCESS_CALLS } from './common/project-access.client';

/** How the lookahead service starts; integration tests pass their own environment (database) and consumer group. */
export function startLookaheadService(overrides: Pick<BootstrapServiceOptions, 'env' | 'kafkaGroupId'> = {}): Promise<RunningService> {
  return bootstrapService({ name: 'lookahead', appModule: AppModule, callsTopics: PROJECT_ACCESS_CALLS, ...overrides });
}
