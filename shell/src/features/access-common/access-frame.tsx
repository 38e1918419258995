import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { BrandMark } from '../layout/brand-mark';
import { LanguageSwitch } from '../layout/language-switch';

export interface AccessFrameProps {
  testId: string;
  title: string;
  subtitle?: ReactNode;
  width?: number;
  /** Above the card: the onboarding steps. */
  header?: ReactNode;
  children: ReactNode;
}

/** The frame of every page before a company session: brand, language, one card. */
export function AccessFrame({ testId, title, subtitle, width = 440, header, children }: AccessFrameProps) {
  return (
    <main style={{ minHeight: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
      <div style={{ width, maxWidth: '100%' }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
          <BrandMark />
          <LanguageSwitch />
        </div>
        {header}
        <Card data-testid={testId}>
          <Typography.Title level={3} style={{ marginTop: 0, marginBottom: 4 }} data-testid="page-title">
            {title}
          </Typography.Title>
          {subtitle === undefined ? null : <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
          {children}
        </Card>
      </div>
    </main>
  );
}
