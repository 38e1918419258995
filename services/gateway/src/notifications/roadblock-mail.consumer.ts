import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Consumer, Kafka } from 'kafkajs';
import { lookaheadEvents, type ConstraintAssignedEvent, type ConstraintOverdueEvent, type DomainEvent } from '@tenon/contracts';
import { companyScope, getProcessLogger, KAFKA_CLIENT, namespacedTopic, ProcessedEventsStore } from '@tenon/service-kit';
import { LinkMailService } from '../access/mail/link-mail.service';
import { CompanyMembersRepository } from '../identity/company-members.repository';
import { UsersRepository } from '../identity/users.repository';

/**
 * Spec part 3, 7 (assign_responsible) and issue 11: the people made responsible of a roadblock are told by e-mail,
 * and told again when it is overdue. The lookahead service announces both; the gateway holds the people's addresses,
 * so it writes the mail. Each event is mailed once (its id is remembered), only to active members of its company.
 */
@Injectable()
export class RoadblockMailConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private consumer: Consumer | undefined;

  constructor(
    @Inject(KAFKA_CLIENT) private readonly kafka: Kafka,
    private readonly users: UsersRepository,
    private readonly members: CompanyMembersRepository,
    private readonly mail: LinkMailService,
    private readonly processed: ProcessedEventsStore,
  ) {}

  onApplicationBootstrap(): void {
    // In the background: the gateway answers requests whether or not the mail consumer has joined its group yet.
    void this.start().catch((error: unknown) => getProcessLogger().error({ err: error }, 'roadblock mail consumer not started'));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.disconnect();
  }

  private async start(): Promise<void> {
    this.consumer = this.kafka.consumer({ groupId: namespacedTopic('gateway-roadblock-mail') });
    await this.consumer.connect();
    const overdueTopic = namespacedTopic(lookaheadEvents.constraintOverdue);
    // From the beginning the first time the group joins: an announcement made before it existed is still mailed once.
    await this.consumer.subscribe({ topics: [namespacedTopic(lookaheadEvents.constraintAssigned), overdueTopic], fromBeginning: true });
    await this.consumer.run({
      eachMessage: async ({ topic, message }) => {
        const event = JSON.parse(message.value?.toString() ?? '{}') as DomainEvent<ConstraintAssignedEvent | ConstraintOverdueEvent>;
        if (typeof event.eventId !== 'string' || event.payload === undefined) return;
        const overdue = topic === overdueTopic;
        await this.processed.consumeOnce(event, () => this.mailResponsibles(event.payload, overdue));
      },
    });
  }

  async mailResponsibles(event: ConstraintAssignedEvent | ConstraintOverdueEvent, overdue: boolean): Promise<void> {
    const scope = companyScope(event.companyId);
    const assignedBy = 'assignedBy' in event ? event.assignedBy : null;
    const [people, assigner] = await Promise.all([this.users.findByIds(event.responsibleIds), assignedBy === null ? null : this.users.findById(assignedBy)]);
    const link = this.mail.pageLink(`/lookahead/constraints/${event.projectId}/${event.scheduleId}/${event.constraintId}`);
    for (const person of people) {
      const membership = await this.members.membership(scope, person._id);
      if (membership === null || membership.isActive === false || !person.isActive) continue;
      try {
        await this.mail.send(overdue ? 'roadblock-overdue' : 'roadblock-assigned', 'en', person.email, {
          link,
          roadblockName: event.constraintName,
          commitmentDate: event.commitmentDate,
          inviterName: assigner === null ? undefined : `${assigner.name} ${assigner.lastname}`.trim(),
        });
      } catch (error) {
        // One unreachable address does not hold back the others' mail.
        getProcessLogger().error({ err: error, constraintId: event.constraintId, userId: person._id }, 'roadblock mail not sent');
      }
    }
  }
}
