import { Button, InputNumber, Space, Tag } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { planningWeekByNumber, shiftPlanningWeek } from '@tenon/lean';
import type { WeekReply } from '@tenon/contracts/types';
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';

/** A week back or forward (7 days), or a week by its number (floor 1) in the shown year (spec part 3, 2.5). */
export function WeekBar({ week, onDate }: { week: WeekReply | undefined; onDate: (date: string) => void }) {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  const move = (by: number) => {
    if (week !== undefined) onDate(shiftPlanningWeek(week.week, by, week.planificationDay).start);
  };
  return (
    <Space wrap align="center" data-testid="week-bar">
      <Button icon={<LeftOutlined />} aria-label={t('week_previous')} onClick={() => move(-1)} disabled={week === undefined} data-testid="week-previous" />
      <span>{t('week_label')}</span>
      <InputNumber
        min={1}
        max={53}
        value={week?.week.week ?? null}
        style={{ width: 80 }}
        aria-label={t('week_label')}
        data-testid="week-number"
        onChange={(value) => {
          if (week === undefined || value === null) return;
          const found = planningWeekByNumber(week.week.year, Math.max(1, Math.trunc(value)), week.planificationDay);
          if (found !== null) onDate(found.start);
        }}
      />
      <span data-testid="week-year">{week?.week.year ?? ''}</span>
      <Button icon={<RightOutlined />} aria-label={t('week_next')} onClick={() => move(1)} disabled={week === undefined} data-testid="week-next" />
      {week === undefined ? null : (
        <span data-testid="week-range" style={{ color: 'rgba(0,0,0,0.55)' }}>
          {t('week_range', { start: week.week.start, end: week.week.end })}
        </span>
      )}
      {week === undefined ? null : (
        <Tag color={week.state === 'closed' ? 'green' : week.state === 'committed' ? 'blue' : 'default'} data-testid="week-state">
          {t(`state_${week.state}`)}
        </Tag>
      )}
    </Space>
  );
}
