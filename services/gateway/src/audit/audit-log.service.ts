import { Injectable } from '@nestjs/common';
import type { AuditEventsQuery, AuditEventsResponse, AuditEventType, AuditPerson, AuthContext } from '@tenon/contracts';
import { getProcessLogger } from '@tenon/service-kit';
import { newId } from '../access/access-identities.service';
import { CompanyMembersRepository } from '../identity/company-members.repository';
import { UsersRepository } from '../identity/users.repository';
import type { AuditEventRecord } from './audit-events.schema';
import { AuditLogRepository, type AuditPageCursor } from './audit-log.repository';

export interface AuditEntry {
  type: AuditEventType;
  companyId?: string | null;
  subjectId?: string | null;
  actorId?: string | null;
  ip?: string | null;
  details?: AuditEventRecord['details'];
}

const cursorOf = (event: AuditEventRecord): string => `${event.at.getTime()}.${event._id}`;

function parseCursor(cursor: string | undefined): AuditPageCursor | undefined {
  if (cursor === undefined) return undefined;
  const [ms, id] = cursor.split('.');
  return { at: new Date(Number(ms)), id: id ?? '' };
}

/** The security audit log (docs/api-access.md): written by the flows, read by company admins in company settings. */
@Injectable()
export class AuditLogService {
  constructor(
    private readonly events: AuditLogRepository,
    private readonly members: CompanyMembersRepository,
    private readonly users: UsersRepository,
  ) {}

  /**
   * Records an event. The action it describes has already happened, so a database failure here is logged rather than
   * turned into an error the caller would take for a failed sign-in or role change.
   */
  async record(entry: AuditEntry): Promise<void> {
    const event: AuditEventRecord = {
      _id: newId(),
      at: new Date(),
      type: entry.type,
      companyId: entry.companyId ?? null,
      subjectId: entry.subjectId ?? null,
      actorId: entry.actorId ?? null,
      ip: entry.ip ?? null,
      details: entry.details ?? {},
    };
    try {
      await this.events.insert(event);
    } catch (error) {
      getProcessLogger().error({ err: error, audit: { ...event, at: event.at.toISOString() } }, 'audit event not stored');
    }
  }

  async list(auth: AuthContext, query: AuditEventsQuery): Promise<AuditEventsResponse> {
    const memberIds = (await this.members.membersOf(auth)).map((member) => member.userId);
    const page = await this.events.page(auth, memberIds, parseCursor(query.before), query.limit + 1);
    const shown = page.slice(0, query.limit);
    const people = new Map<string, AuditPerson>();
    const ids = [...new Set(shown.flatMap((event) => [event.subjectId, event.actorId]).filter((id): id is string => id !== null))];
    for (const user of await this.users.findByIds(ids)) {
      people.set(user._id, { id: user._id, name: `${user.name} ${user.lastname}`.trim(), email: user.email });
    }
    const person = (id: string | null) => (id === null ? null : (people.get(id) ?? { id, name: '', email: '' }));
    return {
      events: shown.map((event) => ({
        id: event._id,
        at: event.at.toISOString(),
        type: event.type,
        subject: person(event.subjectId),
        actor: person(event.actorId),
        ip: event.ip,
        details: event.details,
      })),
      next: page.length > query.limit ? cursorOf(shown[shown.length - 1]!) : null,
    };
  }
}
