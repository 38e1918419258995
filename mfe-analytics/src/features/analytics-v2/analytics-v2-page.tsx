import { useQuery } from '@tanstack/react-query';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmbeddedAnalyticsConfig } from '@tenon/contracts';
import { EmptyState, ErrorState, LoadingState, ModulePage, apiRequest, useSelectedProject, useSession } from '@tenon/ui';
import { ANALYTICS_NAMESPACE } from '../../i18n/analytics-messages';
import { embeddedAnalyticsUrl } from './embedded-analytics-url';

const getConfig = () => apiRequest<EmbeddedAnalyticsConfig>('/analytics-v2/config');

/** /analytics-v2 (spec part 3, 2.7): the company's external analytics in a frame, told who is looking and at what. */
export function AnalyticsV2Page() {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const session = useSession();
  const { project } = useSelectedProject();
  const isClient = session.user?.role === 'client';
  const config = useQuery({ queryKey: ['analytics-v2-config', session.companySession?.company.id], queryFn: getConfig, enabled: !isClient });
  const body = () => {
    if (isClient) return <Result status="403" title={t('v2_no_access')} data-testid="analytics-v2-no-access" />;
    if (config.isLoading) return <LoadingState />;
    if (config.isError) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
    const base = config.data?.url ?? null;
    const company = session.companySession;
    if (base === null || session.user === null || company === null) {
      return <EmptyState testId="analytics-v2-not-configured" title={t('v2_not_configured')} description={t('v2_not_configured_hint')} />;
    }
    const src = embeddedAnalyticsUrl(base, { user: session.user, company: company.company, project, sessionToken: company.sessionToken });
    return (
      <iframe
        data-testid="analytics-v2-frame"
        title={t('v2_frame_title')}
        src={src}
        style={{ width: '100%', height: 'calc(100vh - 180px)', border: 0, background: '#fff' }}
        referrerPolicy="no-referrer"
      />
    );
  };
  return (
    <ModulePage testId="analytics-v2-page" title={t('v2_title')} subtitle={project?.name}>
      {body()}
    </ModulePage>
  );
}
