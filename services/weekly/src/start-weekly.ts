import { projectsRequests } from '@tenon/contracts';
import { bootstrapService, PROJECT_ACCESS_CALLS, type BootstrapServiceOptions, type RunningService } from '@tenon/service-kit';
import { AppModule } from './app.module';
import { TASK_READ_MODEL_CALLS } from './task-read-model/task-read-model.service';

/** How the weekly service starts; integration tests pass their own environment (database) and consumer group. */
export function startWeeklyService(overrides: Pick<BootstrapServiceOptions, 'env' | 'kafkaGroupId'> = {}): Promise<RunningService> {
  return bootstrapService({
    name: 'weekly',
    appModule: AppModule,
    callsTopics: [...PROJECT_ACCESS_CALLS, projectsRequests.getProject, ...TASK_READ_MODEL_CALLS],
    ...overrides,
  });
}
