import type { AuthContext, ModificationRequestSummary } from '@tenon/contracts';
import { getProcessLogger } from '@tenon/service-kit';
import type { Mailer } from '../access/mail/mailer';
import type { CompanySettingsService } from '../settings/company-settings.service';

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const day = (wallClock: string) => wallClock.slice(0, 10);

/** The mail telling a requester their request was resolved; the Gantt link opens the schedule it is about. */
export function resolvedMail(request: ModificationRequestSummary, link: string): { subject: string; text: string; html: string } {
  const verdict = request.state === 'approved' ? 'approved' : 'rejected';
  const subject = `Your change request for ${request.correlativeId} ${request.activityName}`.slice(0, 120) + ` was ${verdict}`;
  const paragraphs = [
    `Your request to change the dates of activity ${request.correlativeId} "${request.activityName}" was ${verdict}.`,
    `Requested: ${day(request.startNew)} to ${day(request.endNew)} (was ${day(request.startOriginal)} to ${day(request.endOriginal)}).`,
    request.state === 'approved' ? 'The master plan now has the new dates; the activities that follow it moved with it.' : 'The master plan keeps its dates.',
  ];
  const text = [...paragraphs, '', `Open the master plan: ${link}`, '', '— Tenon'].join('\n');
  const html = ['<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933;max-width:560px">', ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`), `<p><a href="${escapeHtml(link)}">Open the master plan</a></p>`, '</body></html>'].join('\n');
  return { subject, text, html };
}

/**
 * Mails the person who asked for a change of dates once it is approved or rejected (spec part 2, 4). The request
 * names its requester by id; their address lives with the gateway's identity, so the gateway sends it. A mail that
 * cannot leave is logged: the resolution itself stands.
 */
export class ModificationMail {
  constructor(
    private readonly mailer: Pick<Mailer, 'send'>,
    private readonly company: Pick<CompanySettingsService, 'listUsers'>,
    private readonly publicUrl: string,
  ) {}

  async resolved(auth: AuthContext, reply: unknown): Promise<void> {
    const request = (reply as { request?: ModificationRequestSummary }).request ?? (reply as ModificationRequestSummary);
    if (request?.requesterId === undefined || request.state === 'waiting') return;
    try {
      const requester = (await this.company.listUsers(auth)).users.find((user) => user.id === request.requesterId);
      if (requester === undefined || !requester.isActive) return;
      await this.mailer.send(requester.email, resolvedMail(request, `${this.publicUrl}/gantt/${request.scheduleId}/ganttchart`));
    } catch (error) {
      getProcessLogger().error({ err: error, requestId: request.id }, 'modification request mail not sent');
    }
  }
}
