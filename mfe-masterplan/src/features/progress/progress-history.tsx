import type { ScheduleScope } from '@tenon/contracts/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, List, Popover, Spin } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { MASTERPLAN_NAMESPACE } from '../../i18n/masterplan-messages';
import { useActivityProgressHistory } from './use-schedule-updates';

/** An activity's historical progress records (spec 3), one per schedule update that held it; read when opened. */
export function ProgressHistoryButton({ place, activityId }: { place: ScheduleScope; activityId: string }) {
  const { t, i18n } = useTranslation(MASTERPLAN_NAMESPACE);
  const [open, setOpen] = useState(false);
  const history = useActivityProgressHistory(place, activityId, open);
  const records = [...(history.data?.records ?? [])].reverse();
  const content = history.isLoading ? (
    <Spin size="small" />
  ) : history.isError ? (
    <span>{t('history_failed')}</span>
  ) : records.length === 0 ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history_empty')} />
  ) : (
    <List
      size="small"
      style={{ width: 300, maxHeight: 260, overflow: 'auto' }}
      dataSource={records}
      renderItem={(record) => (
        <List.Item data-testid="history-record">
          <span>
            {record.updateName} · {new Date(record.created).toLocaleDateString(i18n.language)}
          </span>
          <strong>{record.progress}%</strong>
        </List.Item>
      )}
    />
  );
  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} title={t('progress_history')} content={content} placement="bottomLeft">
      <Button size="small" icon={<HistoryOutlined aria-hidden />} data-testid="activity-form-history">
        {t('progress_history')}
      </Button>
    </Popover>
  );
}
