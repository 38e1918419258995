import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Consumer, Kafka } from 'kafkajs';
import {
  projectsRequests,
  weeklyEvents,
  type AuthContext,
  type DomainEvent,
  type WeekClosedEvent,
  type WeekCommittedEvent,
} from '@tenon/contracts';
import { companyScope, getProcessLogger, KAFKA_CLIENT, KafkaRequester, namespacedTopic, ProcessedEventsStore } from '@tenon/service-kit';
import { LinkMailService } from '../access/mail/link-mail.service';
import type { MailParams } from '../access/mail/templates/mail-template';
import { CompanyMembersRepository } from '../identity/company-members.repository';
import { PermissionTablesRepository } from '../identity/permission-tables.repository';
import { UsersRepository } from '../identity/users.repository';

/**
 * Spec part 2, 6 and issue 12: when a week is first committed and each time it is closed, the project's active members
 * who keep weekly reports on get a mail with one link to the week. The weekly service announces both; the gateway holds
 * the people and their addresses. The project's members are read as the person who committed or closed the week.
 */
@Injectable()
export class WeekReportMailConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private consumer: Consumer | undefined;

  constructor(
    @Inject(KAFKA_CLIENT) private readonly kafka: Kafka,
    private readonly requester: KafkaRequester,
    private readonly users: UsersRepository,
    private readonly members: CompanyMembersRepository,
    private readonly permissionTables: PermissionTablesRepository,
    private readonly mail: LinkMailService,
    private readonly processed: ProcessedEventsStore,
  ) {}

  onApplicationBootstrap(): void {
    void this.start().catch((error: unknown) => getProcessLogger().error({ err: error }, 'week report mail consumer not started'));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.disconnect();
  }

  private async start(): Promise<void> {
    this.consumer = this.kafka.consumer({ groupId: namespacedTopic('gateway-week-report-mail') });
    await this.consumer.connect();
    const closedTopic = namespacedTopic(weeklyEvents.weekClosed);
    // From now on: a week committed or closed before the gateway first joined is history, not news.
    await this.consumer.subscribe({ topics: [namespacedTopic(weeklyEvents.weekCommitted), closedTopic], fromBeginning: false });
    await this.consumer.run({
      eachMessage: async ({ topic, message }) => {
        const event = JSON.parse(message.value?.toString() ?? '{}') as DomainEvent<WeekCommittedEvent | WeekClosedEvent>;
        if (typeof event.eventId !== 'string' || event.payload === undefined) return;
        try {
          if (topic === closedTopic) await this.processed.consumeOnce(event, async () => void (await this.mailWeek(event.payload, 'week-closed')));
          else await this.onCommitted(event as DomainEvent<WeekCommittedEvent>);
        } catch (error) {
          // A mail that could not be sent is logged; the weekly plan itself is already saved.
          getProcessLogger().error({ err: error, eventId: event.eventId }, 'week report mail not sent');
        }
      },
    });
  }

  /** Every commit, edit and removal is announced; the week is mailed once, on its first commitment. */
  private async onCommitted(event: DomainEvent<WeekCommittedEvent>): Promise<void> {
    const week = event.payload;
    if (week.commitments.length === 0) return;
    await this.processed.consumeOnce({ eventId: `week-committed:${week.scheduleId}:${week.weekStart}`, topic: event.topic }, async () => void (await this.mailWeek(week, 'week-committed')));
  }

  async mailWeek(week: WeekCommittedEvent | WeekClosedEvent, purpose: 'week-committed' | 'week-closed'): Promise<number> {
    const auth = await this.actingAs(week.companyId, week.by);
    if (auth === null) return 0;
    const [members, schedules] = await Promise.all([
      this.requester.call(projectsRequests.listMembers, auth, { projectId: week.projectId }),
      this.requester.call(projectsRequests.listSchedules, auth, { projectId: week.projectId }),
    ]);
    const people = await this.users.findByIds(members.members.map((member) => member.userId));
    const scope = companyScope(week.companyId);
    const params: MailParams = {
      link: this.mail.pageLink(`/weeklyplan/commintments/${week.projectId}/${week.scheduleId}?date=${week.weekStart}`),
      scheduleName: schedules.schedules.find((schedule) => schedule.id === week.scheduleId)?.name ?? '',
      weekLabel: `week ${week.week} (${week.weekStart})`,
      committedCount: 'committed' in week ? week.committed : week.commitments.length,
      ...('ppc' in week ? { metCount: week.met, ppc: week.ppc === null ? '—' : `${Math.round(week.ppc)}%` } : {}),
    };
    let sent = 0;
    for (const person of people) {
      if (!person.isActive || person.reportTasks === false) continue;
      const membership = await this.members.membership(scope, person._id);
      if (membership === null || membership.isActive === false) continue;
      try {
        await this.mail.send(purpose, 'en', person.email, params);
        sent += 1;
      } catch (error) {
        // One unreachable address does not hold back the others' mail.
        getProcessLogger().error({ err: error, userId: person._id, scheduleId: week.scheduleId }, 'week report mail not sent');
      }
    }
    return sent;
  }

  /** The person who committed or closed the week, with their role's permissions in the company; null if they left it. */
  private async actingAs(companyId: string, userId: string): Promise<AuthContext | null> {
    const membership = await this.members.membership(companyScope(companyId), userId);
    if (membership === null || membership.isActive === false) return null;
    const permissions = await this.permissionTables.tableOf({ companyId }, membership.role);
    if (permissions === undefined) return null;
    return { userId, companyId, role: membership.role, sessionId: `week-report-mail:${userId}`, permissions };
  }
}
