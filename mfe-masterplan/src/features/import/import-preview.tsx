import { Alert, Card, Col, Descriptions, List, Row, Select, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '@tenon/contracts/types';
import { defaultDateFormat, formatDate } from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../i18n/masterplan-messages';

const COUNTS = ['tasks', 'milestones', 'summaries', 'links', 'calendars', 'resources'] as const;

/** The process step's answer: counts, dates, the project of a multi-project file, and the warnings grouped by kind. */
export function ImportPreviewPanel({ preview, choosing, onChooseProject }: { preview: ImportPreview; choosing: boolean; onChooseProject: (id: string) => void }) {
  const { t, i18n } = useTranslation(MASTERPLAN_NAMESPACE);
  const date = (value: string | null) => (value === null ? '—' : formatDate(value.slice(0, 10), defaultDateFormat(i18n.language)));
  return (
    <div data-testid="import-preview">
      <Typography.Title level={5}>
        {t('import_preview_title', { name: preview.fileName })} <Tag>{t(`import_format_${preview.format}`)}</Tag>
      </Typography.Title>
      {preview.projects.length > 1 ? (
        <div style={{ marginBottom: 16 }}>
          <Typography.Text strong>{t('import_project')}: </Typography.Text>
          <Select
            data-testid="import-project"
            style={{ minWidth: 280 }}
            loading={choosing}
            disabled={choosing}
            value={preview.sourceProjectId ?? undefined}
            options={preview.projects.map((project) => ({ value: project.id, label: project.name }))}
            onChange={onChooseProject}
          />
        </div>
      ) : null}
      <Row gutter={[16, 16]}>
        {COUNTS.map((count) => (
          <Col key={count} xs={12} md={8} lg={4}>
            <Card size="small">
              <Statistic title={t(`import_count_${count}`)} value={preview.counts[count]} valueStyle={{ fontSize: 22 }} data-testid={`import-count-${count}`} />
            </Card>
          </Col>
        ))}
      </Row>
      <Descriptions size="small" style={{ marginTop: 16 }} column={{ xs: 1, md: 3 }} data-testid="import-dates">
        <Descriptions.Item label={t('import_start')}>{date(preview.start)}</Descriptions.Item>
        <Descriptions.Item label={t('import_finish_date')}>{date(preview.finish)}</Descriptions.Item>
        <Descriptions.Item label={t('import_data_date')}>{date(preview.dataDate)}</Descriptions.Item>
      </Descriptions>
      {preview.warnings.length === 0 ? (
        <Alert type="success" showIcon message={t('import_warnings_none')} data-testid="import-no-warnings" />
      ) : (
        <Alert
          type="warning"
          showIcon
          data-testid="import-warnings"
          message={t('import_warnings_title')}
          description={
            // The reader's sentences carry the counts; they stay in English, as the file's own terms do.
            <List
              size="small"
              dataSource={preview.warnings}
              renderItem={(warning) => (
                <List.Item data-testid="import-warning">
                  <span>
                    {warning.message}
                    {warning.examples.length > 0 ? <Typography.Text type="secondary"> ({warning.examples.join(', ')})</Typography.Text> : null}
                  </span>
                </List.Item>
              )}
            />
          }
        />
      )}
    </div>
  );
}
