import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiTokensResponse, ApiTokenView, CreatedApiToken } from '@tenon/contracts';
import { ErrorState, apiRequest } from '@tenon/ui';

const listApiTokens = () => apiRequest<ApiTokensResponse>('/companies/current/api-tokens');
const createApiToken = (name: string) => apiRequest<CreatedApiToken>('/companies/current/api-tokens', { method: 'POST', body: { name, scope: 'bi:read' } });
const revokeApiToken = (tokenId: string) => apiRequest<ApiTokenView>(`/companies/current/api-tokens/${encodeURIComponent(tokenId)}`, { method: 'DELETE' });

/** The company's API tokens for BI tools: create one (its secret shown once), see when each was last used, revoke. */
export function CompanyApiTokensTab() {
  const { t, i18n } = useTranslation('settings');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ name: string }>();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [copied, setCopied] = useState(false);
  const tokens = useQuery({ queryKey: ['company-api-tokens'], queryFn: listApiTokens });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['company-api-tokens'] });
  const create = useMutation({
    mutationFn: createApiToken,
    onSuccess: (token) => {
      setCreated(token);
      setCopied(false);
      form.resetFields();
      refresh();
    },
  });
  const revoke = useMutation({ mutationFn: revokeApiToken, onSuccess: refresh });
  if (tokens.isError) return <ErrorState error={tokens.error} onRetry={() => void tokens.refetch()} />;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const date = (value: string | null) => (value === null ? t('apiTokens.never') : when.format(new Date(value)));
  return (
    <div data-testid="company-api-tokens-tab">
      <Typography.Paragraph type="secondary">
        {t('apiTokens.hint')}{' '}
        <a href="/api/v1/bi/openapi.yaml" target="_blank" rel="noreferrer">
          {t('apiTokens.docs')}
        </a>
      </Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={(values) => create.mutate(values.name)} style={{ marginBottom: 16 }}>
        <Form.Item name="name" label={t('apiTokens.name')} rules={[{ required: true, whitespace: true, max: 80 }]}>
          <Input placeholder={t('apiTokens.namePlaceholder')} style={{ width: 300 }} data-testid="api-token-name" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="api-token-create">
          {t('apiTokens.create')}
        </Button>
      </Form>
      {create.isError ? <ErrorState error={create.error} /> : null}
      <Table<ApiTokenView>
        rowKey="id"
        size="small"
        loading={tokens.isLoading}
        pagination={false}
        dataSource={tokens.data?.tokens ?? []}
        locale={{ emptyText: t('apiTokens.empty') }}
        columns={[
          { key: 'name', title: t('apiTokens.name'), render: (_value, token) => <span data-testid="api-token-row-name">{token.name}</span> },
          { key: 'hint', title: '', width: 110, render: (_value, token) => <Typography.Text code>…{token.hint}</Typography.Text> },
          { key: 'scope', title: t('apiTokens.scope'), width: 120, render: () => t('apiTokens.readOnly') },
          { key: 'created', title: t('apiTokens.created'), width: 170, render: (_value, token) => date(token.createdAt) },
          { key: 'used', title: t('apiTokens.lastUsed'), width: 170, render: (_value, token) => date(token.lastUsedAt) },
          {
            key: 'status',
            title: t('apiTokens.status'),
            width: 110,
            render: (_value, token) => (token.revokedAt === null ? <Tag color="green">{t('apiTokens.active')}</Tag> : <Tag>{t('apiTokens.revoked')}</Tag>),
          },
          {
            key: 'actions',
            title: '',
            width: 100,
            render: (_value, token) =>
              token.revokedAt === null ? (
                <Popconfirm title={t('apiTokens.revokeConfirm')} onConfirm={() => revoke.mutate(token.id)}>
                  <Button danger size="small" data-testid="api-token-revoke">
                    {t('apiTokens.revoke')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
      {/* Unmounted once closed, so the secret leaves the page with the dialog. */}
      <Modal open={created !== null} destroyOnHidden title={created?.token.name} closable={false} maskClosable={false} footer={<Button type="primary" onClick={() => setCreated(null)} data-testid="api-token-done">{t('apiTokens.done')}</Button>}>
        <Alert type="warning" showIcon message={t('apiTokens.shownOnce')} style={{ marginBottom: 12 }} />
        <Space.Compact style={{ width: '100%' }}>
          <Input readOnly value={created?.secret ?? ''} data-testid="api-token-secret" />
          <Button
            onClick={() => {
              void navigator.clipboard?.writeText(created?.secret ?? '').then(() => setCopied(true));
            }}
          >
            {copied ? t('apiTokens.copied') : t('apiTokens.copy')}
          </Button>
        </Space.Compact>
      </Modal>
    </div>
  );
}
