import { projectsRequests } from '@tenon/contracts';
import { bootstrapService, PROJECT_ACCESS_CALLS, type BootstrapServiceOptions, type RunningService } from '@tenon/service-kit';
import { AppModule } from './app.module';
import { CNC_CALLS } from './cnc/lookahead-tasks.client';
import { TASK_READ_MODEL_CALLS } from './task-read-model/task-read-model.service';

/** Request topics the weekly service asks: access checks, the project's planning day, the lookahead's tasks. */
const WEEKLY_CALLS: readonly string[] = [...PROJECT_ACCESS_CALLS, projectsRequests.getProject, ...TASK_READ_MODEL_CALLS, ...CNC_CALLS];

/** How the weekly service starts; integration tests pass their own environment (database) and consumer group. */
export function startWeeklyService(overrides: Pick<BootstrapServiceOptions, 'env' | 'kafkaGroupId'> = {}): Promise<RunningService> {
  return bootstrapService({ name: 'weekly', appModule: AppModule, callsTopics: [...new Set(WEEKLY_CALLS)], readCache: true, ...overrides });
}
