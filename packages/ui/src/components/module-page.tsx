import { memo, type ReactNode } from 'react';
import { Typography } from 'antd';

export interface ModulePageProps {
  title: string;
  subtitle?: string;
  testId: string;
  extra?: ReactNode;
  children: ReactNode;
}

/** The frame every module page uses: a heading row and the content below it. */
export function ModulePage({ title, subtitle, testId, extra, children }: ModulePageProps) {
  return (
    <section data-testid={testId} aria-labelledby={`${testId}-title`} style={{ padding: 24 }}>
      <ModuleHeading title={title} subtitle={subtitle} testId={testId} extra={extra} />
      {children}
    </section>
  );
}

/** Apart from the content: a page repaints on every filter, and antd's typography need not repaint with it. */
const ModuleHeading = memo(function ModuleHeading({ title, subtitle, testId, extra }: Omit<ModulePageProps, 'children'>) {
  return (
    <div style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 16, marginBottom: 16 }}>
      <div>
        <Typography.Title level={3} id={`${testId}-title`} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle === undefined ? null : <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </div>
      {extra}
    </div>
  );
});
