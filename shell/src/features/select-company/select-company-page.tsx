import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Avatar, Button, Card, List, Spin, Typography } from 'antd';
import { BankOutlined } from '@ant-design/icons';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage, sessionStore, useSession, type Company } from '@tenon/ui';
import { landingPathAfterCompanyChoice } from '../layout/module-visibility';
import { notify } from '../layout/notifier';
import { createCompanySession } from '../session/identity-api';
import { useLogout } from '../session/use-logout';
import { BrandMark } from '../layout/brand-mark';
import { ErrorScreen } from '../errors/error-screen';

// Spec 2.10: the list scrolls from 5 entries on.
const SCROLL_FROM = 5;
const ROW_HEIGHT = 64;

export function SelectCompanyPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { userToken, companies, companySession } = useSession();
  const autoSelected = useRef(false);

  const choose = useMutation({
    mutationFn: (company: Company) => createCompanySession(company.id),
    onSuccess: async (response) => {
      sessionStore.openCompanySession(response);
      await navigate(landingPathAfterCompanyChoice(response.permissions), { replace: true });
    },
    onError: (error) => {
      // A company that deactivated the person answers USER_INACTIVE: the inactive-user page offers activation.
      if (error instanceof ApiError && error.code === 'USER_INACTIVE') {
        void navigate('/inactive', { state: { email: sessionStore.getState().user?.email } });
        return;
      }
      if (error instanceof ApiError && error.status === 403) {
        void navigate('/no-organization-access');
        return;
      }
      const code = error instanceof ApiError ? error.code : 'UNEXPECTED_RESPONSE';
      notify({ kind: 'error', title: t('select_company.failed_title'), description: errorMessage(code, i18n.language) });
    },
  });

  const onlyCompany = companies.length === 1 ? companies[0] : undefined;
  useEffect(() => {
    if (userToken === null || companySession !== null || onlyCompany === undefined || autoSelected.current) return;
    autoSelected.current = true;
    choose.mutate(onlyCompany);
  }, [userToken, companySession, onlyCompany, choose]);

  if (userToken === null) return <Navigate to="/login" replace />;
  if (companySession !== null && !choose.isPending && !choose.isSuccess) return <Navigate to="/projects" replace />;
  if (companies.length === 0) return <ErrorScreen kind="no-organization-access" />;
  if (onlyCompany !== undefined && !choose.isError) {
    return (
      <div role="status" data-testid="select-company-auto" style={{ padding: 64, textAlign: 'center' }}>
        <Spin size="large" />
        <div style={{ marginTop: 12 }}>{t('select_company.opening', { name: onlyCompany.name })}</div>
      </div>
    );
  }

  const scrolls = companies.length >= SCROLL_FROM;
  return (
    <main style={{ minHeight: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
      <div style={{ width: 440, maxWidth: '100%' }}>
        <div style={{ marginBottom: 16 }}>
          <BrandMark />
        </div>
        <Card>
          <Typography.Title level={3} style={{ marginTop: 0, marginBottom: 4 }}>
            {t('select_company.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('select_company.subtitle')}</Typography.Paragraph>
          <div
            data-testid="company-list"
            style={scrolls ? { maxHeight: ROW_HEIGHT * (SCROLL_FROM - 0.5), overflowY: 'auto' } : undefined}
          >
            <List
              dataSource={companies}
              renderItem={(company) => (
                <List.Item style={{ padding: 0, borderBlockEnd: 'none' }}>
                  <Button
                    type="text"
                    block
                    onClick={() => choose.mutate(company)}
                    loading={choose.isPending && choose.variables.id === company.id}
                    disabled={choose.isPending}
                    data-testid={`company-option-${company.id}`}
                    aria-label={company.name}
                    style={{ height: ROW_HEIGHT - 8, margin: '4px 0', display: 'flex', alignItems: 'center', gap: 12, justifyContent: 'flex-start' }}
                  >
                    <Avatar shape="square" size={40} src={company.image ?? undefined} icon={<BankOutlined />} alt="" />
                    <span style={{ fontWeight: 500 }}>{company.name}</span>
                  </Button>
                </List.Item>
              )}
            />
          </div>
          <div style={{ marginTop: 16, textAlign: 'center' }}>
            <Button type="link" onClick={() => void logout()} data-testid="select-company-logout">
              {t('select_company.logout')}
            </Button>
          </div>
        </Card>
      </div>
    </main>
  );
}
