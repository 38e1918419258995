import type { ReactNode } from 'react';
import { Alert, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../layout/brand-mark';
import { LanguageSwitch } from '../layout/language-switch';
import { useNetworkBlocked } from '../login/use-network-check';

export interface AccessFrameProps {
  /** The card's test id; without one (the login page, found by its form) neither the card nor its title has one. */
  testId?: string;
  title: string;
  subtitle?: ReactNode;
  width?: number;
  /** Above the card: the onboarding steps. */
  header?: ReactNode;
  children: ReactNode;
}

/** The frame of every page before a company session: brand, language, one card. */
export function AccessFrame({ testId, title, subtitle, width = 440, header, children }: AccessFrameProps) {
  const { t } = useTranslation();
  const networkBlocked = useNetworkBlocked();
  return (
    <main style={{ minHeight: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
      <div style={{ width, maxWidth: '100%' }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
          <BrandMark />
          <LanguageSwitch />
        </div>
        {networkBlocked ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            data-testid="network-blocking-alert"
            message={t('login.network_blocking_title')}
            description={t('login.network_blocking')}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {header}
        <Card data-testid={testId}>
          <Typography.Title level={3} style={{ marginTop: 0, marginBottom: 4 }} data-testid={testId === undefined ? undefined : 'page-title'}>
            {title}
          </Typography.Title>
          {subtitle === undefined ? null : <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
          {children}
        </Card>
      </div>
    </main>
  );
}
