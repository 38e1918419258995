import { memo } from 'react';
import { Button, Input, Space } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { moveWindow, WINDOW_WEEKS_MAX, WINDOW_WEEKS_MIN } from '@tenon/lean';
import { LOOKAHEAD_NAMESPACE } from '../../i18n/lookahead-messages';
import { ChoiceSelect, FILTER_SELECT_CSS } from './filter-select';

export interface WindowChoice {
  start: string;
  weeks: number;
}

const WEEK_CHOICES = Array.from({ length: WINDOW_WEEKS_MAX - WINDOW_WEEKS_MIN + 1 }, (_, i) => i + WINDOW_WEEKS_MIN);

/** Start date, 1 to 8 weeks, and a week back or forward (spec part 3, 2.2 and 9). */
export const WindowBar = memo(function WindowBar({ choice, shown, onChange }: { choice: WindowChoice; shown: { start: string; end: string } | null; onChange: (next: WindowChoice) => void }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const move = (byWeeks: number) => {
    const from = shown ?? { start: choice.start, end: choice.start };
    onChange({ ...choice, start: moveWindow({ ...from, weeks: choice.weeks }, byWeeks).start });
  };
  return (
    <Space wrap data-testid="plan-window-bar" align="center">
      {/* The bar shows without the find bar too (takt mode): it brings the closed select's look itself. */}
      <style>{FILTER_SELECT_CSS}</style>
      <Button icon={<LeftOutlined />} aria-label={t('window_previous')} onClick={() => move(-1)} data-testid="plan-window-previous" />
      <label>
        <span style={{ marginRight: 8 }}>{t('window_start')}</span>
        <Input
          type="date"
          value={choice.start}
          style={{ width: 160 }}
          data-testid="plan-window-start"
          onChange={(event) => {
            if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) onChange({ ...choice, start: event.target.value });
          }}
        />
      </label>
      <ChoiceSelect
        label={t('window_weeks')}
        value={choice.weeks}
        style={{ width: 120 }}
        testId="plan-window-weeks"
        options={WEEK_CHOICES.map((weeks) => ({ value: weeks, label: t(weeks === 1 ? 'week_one' : 'week_many', { count: weeks }) }))}
        onChange={(weeks) => onChange({ ...choice, weeks })}
      />
      <Button icon={<RightOutlined />} aria-label={t('window_next')} onClick={() => move(1)} data-testid="plan-window-next" />
      {shown === null ? null : (
        <span data-testid="plan-window-range" style={{ color: 'rgba(0,0,0,0.55)' }}>
          {t('window_range', { start: shown.start, end: shown.end })}
        </span>
      )}
    </Space>
  );
});
