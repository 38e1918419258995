import { startMasterplanService } from './start-masterplan';

startMasterplanService({ kafkaGroupId: process.env.KAFKA_GROUP_ID }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
