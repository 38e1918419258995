import { startWeeklyService } from './start-weekly';

startWeeklyService({ kafkaGroupId: process.env.KAFKA_GROUP_ID }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
