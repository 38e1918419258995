import { List, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskCommitment } from '@tenon/contracts/types';
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';
import { cutName, DELETED_ROWS_BEFORE_SCROLL } from './week-rules';

const ROW_HEIGHT = 40;

/** Spec part 3, 2.5: commitments taken out of the week; scrolls above 6 rows, names cut at 20 characters. */
export function DeletedTasks({ removed }: { removed: TaskCommitment[] }) {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  if (removed.length === 0) return null;
  return (
    <div data-testid="week-deleted-tasks">
      <Typography.Title level={5}>{t('deleted_tasks', { count: removed.length })}</Typography.Title>
      <div style={{ maxHeight: ROW_HEIGHT * DELETED_ROWS_BEFORE_SCROLL, overflowY: removed.length > DELETED_ROWS_BEFORE_SCROLL ? 'auto' : 'visible', maxWidth: 520 }} data-testid="week-deleted-scroll">
        <List
          size="small"
          bordered
          dataSource={removed}
          renderItem={(c) => (
            <List.Item style={{ height: ROW_HEIGHT }} data-testid="week-deleted-row">
              <Tooltip title={c.name}>
                <span data-testid="week-deleted-name">{cutName(c.name)}</span>
              </Tooltip>
              <span>
                {c.committedPercent}% {c.fulfilled ? <Tag color="green">{t('fulfilled')}</Tag> : <Tag>{t('not_fulfilled')}</Tag>}
              </span>
            </List.Item>
          )}
        />
      </div>
    </div>
  );
}
