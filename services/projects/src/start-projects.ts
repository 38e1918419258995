import { bootstrapService, type BootstrapServiceOptions, type RunningService } from '@tenon/service-kit';
import { AppModule } from './app.module';
import { PROJECTS_CALLS } from './home/masterplan.client';

/** How the projects service starts; integration tests pass their own environment (database) and consumer group. */
export function startProjectsService(overrides: Pick<BootstrapServiceOptions, 'env' | 'kafkaGroupId'> = {}): Promise<RunningService> {
  return bootstrapService({ name: 'projects', appModule: AppModule, callsTopics: PROJECTS_CALLS, readCache: true, ...overrides });
}
