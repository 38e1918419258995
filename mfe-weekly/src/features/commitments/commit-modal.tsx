import { useEffect, useState } from 'react';
import { Alert, Modal, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WeekTask } from '@tenon/contracts/types';
import { PROPOSED_COMMITMENT_PERCENT } from '@tenon/lean';
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';
import { percentProblemKey } from './week-rules';
import { PercentCell } from './percent-cell';

export interface CommitModalProps {
  /** Tasks to commit (one or many); editing one commitment passes its task and its current percentage. */
  tasks: WeekTask[];
  initialPercent?: number;
  title: string;
  open: boolean;
  saving: boolean;
  error: string | null;
  onSave: (rows: Array<{ taskId: string; percent: number }>) => void;
  onCancel: () => void;
}

/** The percentage each task will reach this week: never below its progress, at most 100 (spec part 3, 4). */
export function CommitModal({ tasks, initialPercent, title, open, saving, error, onSave, onCancel }: CommitModalProps) {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  const [percents, setPercents] = useState<Record<string, number | null>>({});
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!open) return;
    setPercents(Object.fromEntries(tasks.map((task) => [task.id, initialPercent ?? PROPOSED_COMMITMENT_PERCENT])));
    setTried(false);
  }, [open, tasks, initialPercent]);
  const problemOf = (task: WeekTask) => percentProblemKey(percents[task.id] ?? null, task.progress);
  const save = () => {
    setTried(true);
    if (tasks.some((task) => problemOf(task) !== null)) return;
    onSave(tasks.map((task) => ({ taskId: task.id, percent: percents[task.id]! })));
  };
  return (
    <Modal open={open} title={title} okText={t('save')} cancelText={t('cancel')} onOk={save} onCancel={onCancel} confirmLoading={saving} width={640} destroyOnHidden data-testid="commit-modal">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('commit_hint')}</Typography.Text>
        <Table
          size="small"
          pagination={false}
          rowKey="id"
          dataSource={tasks}
          columns={[
            { title: t('col_task'), dataIndex: 'name', key: 'name' },
            { title: t('col_progress'), key: 'progress', width: 90, render: (_, task) => `${task.progress}%` },
            {
              title: t('col_commitment'),
              key: 'percent',
              width: 200,
              render: (_, task) => {
                const problem = tried ? problemOf(task) : null;
                return (
                  <PercentCell
                    value={percents[task.id] ?? null}
                    problem={problem === null ? null : t(problem, { progress: task.progress })}
                    onChange={(value) => setPercents((current) => ({ ...current, [task.id]: value }))}
                    testId="commit-percent"
                    errorTestId="commit-percent-error"
                    label={t('commit_percent_of', { name: task.name })}
                  />
                );
              },
            },
          ]}
        />
        {error === null ? null : <Alert type="error" showIcon message={error} data-testid="commit-error" />}
      </Space>
    </Modal>
  );
}
