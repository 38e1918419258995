import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditEventsResponse, AuditEventView, AuditPerson } from '@tenon/contracts';
import { ErrorState, apiRequest } from '@tenon/ui';
import { auditDetailsText, auditEventColour } from './audit-event-text';

const PAGE = 50;

function listAuditEvents(before: string | null): Promise<AuditEventsResponse> {
  const query = new URLSearchParams({ limit: String(PAGE), ...(before === null ? {} : { before }) });
  return apiRequest<AuditEventsResponse>(`/companies/current/audit-events?${query.toString()}`);
}

const personText = (person: AuditPerson | null) => (person === null ? '—' : person.name === '' ? person.email : `${person.name} (${person.email})`);

/** Security events of the company, newest first, for its administrators (settings.company ≥ AC). */
export function CompanyAuditTab() {
  const { t, i18n } = useTranslation('settings');
  const events = useInfiniteQuery({
    queryKey: ['company-audit-events'],
    queryFn: ({ pageParam }) => listAuditEvents(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
  if (events.isError) return <ErrorState error={events.error} onRetry={() => void events.refetch()} />;
  const rows = events.data?.pages.flatMap((page) => page.events) ?? [];
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <div data-testid="company-audit-tab">
      <Typography.Paragraph type="secondary">{t('audit.hint')}</Typography.Paragraph>
      <Table<AuditEventView>
        rowKey="id"
        size="small"
        loading={events.isLoading}
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: t('audit.empty') }}
        columns={[
          { key: 'at', title: t('audit.at'), width: 170, render: (_value, event) => when.format(new Date(event.at)) },
          {
            key: 'type',
            title: t('audit.event'),
            width: 190,
            render: (_value, event) => (
              <Tag color={auditEventColour(event.type)} data-testid="audit-event-type">
                {t(`audit.types.${event.type}`)}
              </Tag>
            ),
          },
          { key: 'subject', title: t('audit.person'), render: (_value, event) => personText(event.subject) },
          { key: 'actor', title: t('audit.by'), render: (_value, event) => personText(event.actor) },
          { key: 'ip', title: t('audit.address'), width: 130, render: (_value, event) => event.ip ?? '—' },
          { key: 'details', title: t('audit.details'), render: (_value, event) => auditDetailsText(event, (key, values) => t(key, values)) },
        ]}
      />
      {events.hasNextPage ? (
        <Button style={{ marginTop: 12 }} loading={events.isFetchingNextPage} onClick={() => void events.fetchNextPage()} data-testid="audit-load-more">
          {t('audit.more')}
        </Button>
      ) : null}
    </div>
  );
}
