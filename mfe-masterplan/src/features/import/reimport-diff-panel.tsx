import { Alert, Card, Col, List, Row, Statistic, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ReimportAddedActivity, ReimportChangedActivity, ReimportDiff, ReimportRemovedActivity } from '@tenon/contracts/types';
import { defaultDateFormat, formatDate } from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../i18n/masterplan-messages';

/** Which rows of each list the planner keeps ticked: added by their id in the file, the others by their plan id. */
export interface ReimportSelection {
  added: string[];
  removed: string[];
  changed: string[];
}

export const selectAll = (diff: ReimportDiff): ReimportSelection => ({
  added: diff.added.map((a) => a.sourceId),
  removed: diff.removed.map((a) => a.id),
  changed: diff.changed.map((a) => a.id),
});

export const selectedCount = (selection: ReimportSelection) => selection.added.length + selection.removed.length + selection.changed.length;

const signed = (days: number) => `${days > 0 ? '+' : ''}${days}`;

function changeTags(change: ReimportChangedActivity, t: TFunction) {
  const tags: Array<{ key: string; text: string; color: string; title?: string }> = [];
  if (change.dates) {
    tags.push({
      key: 'dates',
      text: t('reimport_dates', { days: `${signed(change.dates.finishMovedDays)} d` }),
      color: change.dates.finishMovedDays > 0 ? 'red' : change.dates.finishMovedDays < 0 ? 'green' : 'blue',
      title: `${change.dates.fromStart} → ${change.dates.toStart} · ${change.dates.fromFinish} → ${change.dates.toFinish}`,
    });
  }
  if (change.rename) tags.push({ key: 'rename', text: t('reimport_renamed', { from: change.rename.from }), color: 'default' });
  if (change.duration) tags.push({ key: 'duration', text: t('reimport_duration', change.duration), color: 'purple' });
  if (change.progress) tags.push({ key: 'progress', text: t('reimport_progress', change.progress), color: 'cyan' });
  if (change.constraint) tags.push({ key: 'constraint', text: t('reimport_constraint', change.constraint), color: 'orange' });
  if (change.logic) {
    tags.push({
      key: 'logic',
      text: t('reimport_logic', { added: change.logic.added.length, removed: change.logic.removed.length }),
      color: 'gold',
      title: t('reimport_logic_detail', { added: change.logic.added.join(', ') || '—', removed: change.logic.removed.join(', ') || '—' }),
    });
  }
  return tags;
}

/** The diff of an update (spec 2 §2.2, reimport): counts, then each list with a tick per row, all ticked at first. */
export function ReimportDiffPanel({ diff, selection, onSelect }: { diff: ReimportDiff; selection: ReimportSelection; onSelect: (next: ReimportSelection) => void }) {
  const { t, i18n } = useTranslation(MASTERPLAN_NAMESPACE);
  const date = (value: string) => formatDate(value.slice(0, 10), defaultDateFormat(i18n.language));
  // Long lists stay fast: past a few hundred rows the tables draw only the rows on screen.
  const listProps = (rows: number) => ({ size: 'small' as const, pagination: false as const, virtual: rows > 300, scroll: rows > 300 ? { y: 360, x: 900 } : { y: 360 } });
  const counts = [
    { key: 'changed', value: diff.changed.length },
    { key: 'added', value: diff.added.length },
    { key: 'removed', value: diff.removed.length },
    { key: 'unchanged', value: diff.unchanged },
    { key: 'kept', value: diff.keptFromProduct },
  ];

  const changed = (
    <Table<ReimportChangedActivity>
      data-testid="reimport-changed"
      {...listProps(diff.changed.length)}
      rowKey="id"
      dataSource={diff.changed}
      rowSelection={{ columnWidth: 48, selectedRowKeys: selection.changed, onChange: (keys) => onSelect({ ...selection, changed: keys.map(String) }) }}
      columns={[
        { title: t('reimport_col_id'), dataIndex: 'correlativeId', width: 70 },
        { title: t('reimport_col_name'), dataIndex: 'name', width: 260, ellipsis: true },
        {
          title: t('reimport_col_what'),
          key: 'what',
          render: (_: unknown, change) =>
            changeTags(change, t).map((tag) => (
              <Tooltip key={tag.key} title={tag.title}>
                <Tag color={tag.color} data-testid={`reimport-tag-${tag.key}`}>
                  {tag.text}
                </Tag>
              </Tooltip>
            )),
        },
      ]}
    />
  );
  const added = (
    <Table<ReimportAddedActivity>
      data-testid="reimport-added"
      {...listProps(diff.added.length)}
      rowKey="sourceId"
      dataSource={diff.added}
      rowSelection={{ columnWidth: 48, selectedRowKeys: selection.added, onChange: (keys) => onSelect({ ...selection, added: keys.map(String) }) }}
      columns={[
        { title: t('reimport_col_name'), dataIndex: 'name', ellipsis: true },
        { title: t('reimport_col_under'), dataIndex: 'parentName', width: 220, ellipsis: true, render: (name: string | null) => name ?? '—' },
        { title: t('reimport_col_start'), dataIndex: 'start', width: 120, render: date },
        { title: t('reimport_col_finish'), dataIndex: 'finish', width: 120, render: date },
      ]}
    />
  );
  const removed = (
    <>
      <Alert type="warning" showIcon message={t('reimport_removed_warning')} style={{ marginBottom: 8 }} />
      <Table<ReimportRemovedActivity>
        data-testid="reimport-removed"
        {...listProps(diff.removed.length)}
        rowKey="id"
        dataSource={diff.removed}
        rowSelection={{ columnWidth: 48, selectedRowKeys: selection.removed, onChange: (keys) => onSelect({ ...selection, removed: keys.map(String) }) }}
        columns={[
          { title: t('reimport_col_id'), dataIndex: 'correlativeId', width: 70 },
          { title: t('reimport_col_name'), dataIndex: 'name', ellipsis: true },
        ]}
      />
    </>
  );

  return (
    <div data-testid="reimport-diff">
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {counts.map((count) => (
          <Col key={count.key} xs={12} md={8} lg={4}>
            <Card size="small">
              <Statistic title={t(`reimport_${count.key}`)} value={count.value} valueStyle={{ fontSize: 22 }} data-testid={`reimport-count-${count.key}`} />
            </Card>
          </Col>
        ))}
      </Row>
      {diff.keptFromProduct > 0 ? <Typography.Paragraph type="secondary">{t('reimport_kept_hint')}</Typography.Paragraph> : null}
      <Tabs
        items={[
          { key: 'changed', label: `${t('reimport_changed')} (${selection.changed.length}/${diff.changed.length})`, children: changed },
          { key: 'added', label: `${t('reimport_added')} (${selection.added.length}/${diff.added.length})`, children: added },
          { key: 'removed', label: `${t('reimport_removed')} (${selection.removed.length}/${diff.removed.length})`, children: removed },
        ]}
      />
      {diff.warnings.length > 0 ? (
        <List
          size="small"
          header={<Typography.Text strong>{t('import_warnings_title')}</Typography.Text>}
          dataSource={diff.warnings}
          renderItem={(warning) => <List.Item data-testid="reimport-warning">{warning.message}</List.Item>}
        />
      ) : null}
    </div>
  );
}
