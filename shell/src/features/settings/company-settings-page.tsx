import { useQuery } from '@tanstack/react-query';
import { Alert, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, ModulePage } from '@tenon/ui';
import { createSubcontract, deleteSubcontract, getCurrentCompany, listSubcontracts, updateSubcontract } from './settings-api';
import { SettingsNav } from './settings-nav';
import { CompanyGeneralTab } from './company-general-tab';
import { CompanyUsersTab } from './company-users-tab';
import { CompanyAuditTab } from './company-audit-tab';
import { CompanyApiTokensTab } from './company-api-tokens-tab';
import { NamedItemsTab } from './named-items-tab';

/** Spec part 2, 2.7: general, users, subcontracts; and the security log for those who administer the company. `?activate=<userId>` (the activation mail) opens the users tab. */
export function CompanySettingsPage({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('settings');
  const [params] = useSearchParams();
  const company = useQuery({ queryKey: ['company'], queryFn: getCurrentCompany });
  const activating = params.get('activate');
  return (
    <ModulePage testId="settings-company-page" title={t('company.title')} subtitle={company.data?.name} extra={<SettingsNav />}>
      {readOnly ? <Alert type="info" showIcon message={t('read_only')} style={{ marginBottom: 16 }} data-testid="settings-read-only" /> : null}
      {company.isLoading ? <LoadingState /> : null}
      {company.isError ? <ErrorState error={company.error} onRetry={() => void company.refetch()} /> : null}
      {company.data === undefined ? null : (
        <Tabs
          defaultActiveKey={activating === null ? 'general' : 'users'}
          destroyOnHidden
          items={[
            { key: 'general', label: <span data-testid="company-tab-general">{t('company.tabs.general')}</span>, children: <CompanyGeneralTab company={company.data} readOnly={readOnly} /> },
            { key: 'users', label: <span data-testid="company-tab-users">{t('company.tabs.users')}</span>, children: <CompanyUsersTab readOnly={readOnly} /> },
            {
              key: 'subcontracts',
              label: <span data-testid="company-tab-subcontracts">{t('company.tabs.subcontracts')}</span>,
              children: (
                <NamedItemsTab
                  testId="company-subcontracts"
                  queryKey={['subcontracts', null]}
                  list={() => listSubcontracts(null)}
                  create={(item) => createSubcontract(null, { name: item.name })}
                  update={(id, item) => updateSubcontract(null, id, { name: item.name })}
                  remove={(id) => deleteSubcontract(null, id)}
                  nameField="subcontractName"
                  nameLabel={t('subcontracts.name')}
                  newLabel={t('subcontracts.new')}
                  emptyLabel={t('subcontracts.empty')}
                  readOnly={readOnly}
                />
              ),
            },
            ...(readOnly ? [] : [{ key: 'audit', label: <span data-testid="company-tab-audit">{t('company.tabs.audit')}</span>, children: <CompanyAuditTab /> }]),
            ...(readOnly ? [] : [{ key: 'api-tokens', label: <span data-testid="company-tab-api-tokens">{t('company.tabs.apiTokens')}</span>, children: <CompanyApiTokensTab /> }]),
          ]}
        />
      )}
    </ModulePage>
  );
}
