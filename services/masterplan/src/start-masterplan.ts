import { bootstrapService, type BootstrapServiceOptions, type RunningService } from '@tenon/service-kit';
import { AppModule } from './app.module';
import { MASTERPLAN_CALLS } from './common/projects.client';

/** How the masterplan service starts; integration tests pass their own environment (database) and consumer group. */
export function startMasterplanService(overrides: Pick<BootstrapServiceOptions, 'env' | 'kafkaGroupId'> = {}): Promise<RunningService> {
  return bootstrapService({ name: 'masterplan', appModule: AppModule, callsTopics: MASTERPLAN_CALLS, ...overrides });
}
