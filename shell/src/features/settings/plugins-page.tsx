import { useState } from 'react';
import { Button, Card, Tag } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ModulePage } from '@tenon/ui';
import { notify } from '../layout/notifier';
import { SettingsNav } from './settings-nav';

const INTEGRATIONS = [
  { key: 'procore', name: 'Procore' },
  { key: 'p6', name: 'Oracle Primavera P6' },
  { key: 'msproject', name: 'Microsoft Project' },
  { key: 'attendance', name: 'Time & attendance' },
] as const;

/** Integrations (AC on settings.integrations only). No integration is connected yet; a person can ask for one. */
export function PluginsPage() {
  const { t } = useTranslation('settings');
  const [requested, setRequested] = useState<ReadonlySet<string>>(new Set());
  return (
    <ModulePage testId="settings-plugins-page" title={t('plugins.title')} subtitle={t('plugins.subtitle')} extra={<SettingsNav />}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 12 }}>
        {INTEGRATIONS.map((integration) => (
          <Card key={integration.key} size="small" data-testid={`plugin-${integration.key}`} title={<span><ApiOutlined aria-hidden /> {integration.name}</span>} extra={<Tag>{t('plugins.not_connected')}</Tag>}>
            <p style={{ minHeight: 44 }}>{t(`plugins.items.${integration.key}`)}</p>
            <Button
              disabled={requested.has(integration.key)}
              onClick={() => {
                setRequested(new Set(requested).add(integration.key));
                notify({ kind: 'info', title: t('plugins.title'), description: t('plugins.requested', { name: integration.name }) });
              }}
            >
              {t('plugins.request')}
            </Button>
          </Card>
        ))}
      </div>
    </ModulePage>
  );
}
