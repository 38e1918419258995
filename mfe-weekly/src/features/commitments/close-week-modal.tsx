import { useEffect, useMemo, useRef, useState } from 'react';
import type { TableRef } from 'antd/es/table';
import { Alert, Button, Modal, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskCommitment } from '@tenon/contracts/types';
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';
import { useVirtualTabbing } from './virtual-tabbing';
import { percentProblemKey } from './week-rules';
import { PercentCell } from './percent-cell';

export interface CloseWeekModalProps {
  open: boolean;
  commitments: TaskCommitment[];
  saving: boolean;
  error: string | null;
  onClose: (realized: Array<{ commitmentId: string; percent: number }>) => void;
  onCancel: () => void;
  /** Records the cause of a missed commitment (the CNC form). Without it the cause column is left out. */
  onRecordCause?: (commitment: TaskCommitment) => void;
  /** Commitments whose cause has been recorded while the dialog is open. */
  causesRecorded?: ReadonlySet<string>;
}

/** What the dialog's tables span inside its 760 px. */
const TABLE_WIDTH = 700;

/** Realized percentage per commitment; the ones that fall short are listed as misses, each with its cause. */
export function CloseWeekModal({ open, commitments, saving, error, onClose, onCancel, onRecordCause, causesRecorded }: CloseWeekModalProps) {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  const [realized, setRealized] = useState<Record<string, number | null>>({});
  const [tried, setTried] = useState(false);
  const table = useRef<TableRef>(null);
  const keys = useMemo(() => commitments.map((c) => c.id), [commitments]);
  const onTab = useVirtualTabbing(table, keys);
  useEffect(() => {
    if (!open) return;
    // Proposed as kept: the planner lowers what fell short.
    setRealized(Object.fromEntries(commitments.map((c) => [c.id, c.committedPercent])));
    setTried(false);
  }, [open, commitments]);
  const problemOf = (c: TaskCommitment) => percentProblemKey(realized[c.id] ?? null, 0);
  const misses = useMemo(() => commitments.filter((c) => (realized[c.id] ?? 0) < c.committedPercent), [commitments, realized]);
  const planned = commitments.length;
  const previewPpc = planned === 0 ? null : Math.round(((planned - misses.length) / planned) * 1000) / 10;
  const save = () => {
    setTried(true);
    if (commitments.some((c) => problemOf(c) !== null)) return;
    onClose(commitments.map((c) => ({ commitmentId: c.id, percent: realized[c.id]! })));
  };
  return (
    <Modal
      open={open}
      title={t('close_week')}
      okText={t('close_week_confirm')}
      cancelText={t('cancel')}
      onOk={save}
      onCancel={onCancel}
      confirmLoading={saving}
      width={760}
      destroyOnHidden
      data-testid="close-week-modal"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('close_hint')}</Typography.Text>
        {/* Virtual: a 500-commitment week opens its dialog without laying out 500 number inputs. */}
        <div onKeyDown={onTab}>
          <Table
            ref={table}
            virtual
            size="small"
            pagination={false}
            rowKey="id"
            dataSource={commitments}
            scroll={{ x: TABLE_WIDTH, y: 320 }}
            columns={[
              { title: t('col_task'), dataIndex: 'name', key: 'name', width: TABLE_WIDTH - 110 - 170 - 90, ellipsis: true },
              { title: t('col_commitment'), key: 'committed', width: 110, render: (_, c) => `${c.committedPercent}%` },
              {
                title: t('col_realized'),
                key: 'realized',
                width: 170,
                render: (_, c) => {
                  const problem = tried ? problemOf(c) : null;
                  return (
                    <PercentCell
                      value={realized[c.id] ?? null}
                      problem={problem === null ? null : t(problem, { progress: 0 })}
                      onChange={(value) => setRealized((current) => ({ ...current, [c.id]: value }))}
                      testId="close-realized"
                      label={t('realized_of', { name: c.name })}
                    />
                  );
                },
              },
              { title: '', key: 'met', width: 90, render: (_, c) => ((realized[c.id] ?? 0) >= c.committedPercent ? <Tag color="green">{t('met')}</Tag> : <Tag color="red">{t('missed')}</Tag>) },
            ]}
          />
        </div>
        <Typography.Text data-testid="close-preview-ppc">{t('ppc_preview', { ppc: previewPpc ?? '—' })}</Typography.Text>
        {misses.length === 0 ? null : (
          <div data-testid="close-misses">
            <Typography.Title level={5} style={{ marginTop: 8 }}>
              {t('misses_title', { count: misses.length })}
            </Typography.Title>
            <Table
              virtual
              size="small"
              pagination={false}
              rowKey="id"
              dataSource={misses}
              scroll={{ x: TABLE_WIDTH, y: 240 }}
              columns={[
                { title: t('col_task'), dataIndex: 'name', key: 'name', width: TABLE_WIDTH - 140 - (onRecordCause === undefined ? 0 : 160), ellipsis: true },
                { title: t('col_gap'), key: 'gap', width: 140, render: (_, c) => `${realized[c.id] ?? 0}% / ${c.committedPercent}%` },
                ...(onRecordCause === undefined
                  ? []
                  : [
                      {
                        title: t('col_cause'),
                        key: 'cause',
                        width: 160,
                        render: (_: unknown, c: TaskCommitment) =>
                          causesRecorded?.has(c.id) === true ? (
                            <Tag color="green" data-testid="close-cause-recorded">
                              {t('cause_recorded')}
                            </Tag>
                          ) : (
                            <Button size="small" onClick={() => onRecordCause(c)} data-testid="close-record-cause">
                              {t('record_cause')}
                            </Button>
                          ),
                      },
                    ]),
              ]}
            />
          </div>
        )}
        {error === null ? null : <Alert type="error" showIcon message={error} data-testid="close-error" />}
      </Space>
    </Modal>
  );
}
