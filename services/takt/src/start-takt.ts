import { bootstrapService, PROJECT_ACCESS_CALLS, type BootstrapServiceOptions, type RunningService } from '@tenon/service-kit';
import { AppModule } from './app.module';

/** How the takt service starts; integration tests pass their own environment (database) and consumer group. */
export function startTaktService(overrides: Pick<BootstrapServiceOptions, 'env' | 'kafkaGroupId'> = {}): Promise<RunningService> {
  return bootstrapService({ name: 'takt', appModule: AppModule, callsTopics: PROJECT_ACCESS_CALLS, ...overrides });
}
