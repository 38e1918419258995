import { bootstrapService, PROJECT_ACCESS_CALLS, type BootstrapServiceOptions, type RunningService } from '@tenon/service-kit';
import { AppModule } from './app.module';
import { FIGURES_CALLS } from './figures/figures.service';

/**
 * How the analytics service starts; integration tests pass their own environment (database) and consumer group.
 * A new consumer group reads the topics from the beginning: pointed at an empty database it rebuilds every figure.
 */
export function startAnalyticsService(overrides: Pick<BootstrapServiceOptions, 'env' | 'kafkaGroupId' | 'fromBeginning'> = {}): Promise<RunningService> {
  return bootstrapService({ name: 'analytics', appModule: AppModule, callsTopics: [...PROJECT_ACCESS_CALLS, ...FIGURES_CALLS], fromBeginning: true, ...overrides });
}
