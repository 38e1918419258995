import { useState } from 'react';
import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { MASTERPLAN_NAMESPACE } from '../../../i18n/masterplan-messages';

/**
 * A duration in working days, handed on when the person presses Enter or leaves the field (not on every keystroke,
 * so typing 12 never schedules 1 on the way). Escape puts the last value back.
 */
export function DurationInput(props: { days: number; name: string; testId: string; onCommit: (days: number) => void }) {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  const [value, setValue] = useState<number | null>(props.days);
  const commit = () => {
    if (value === null || value < 0) setValue(props.days);
    else if (value !== props.days) props.onCommit(value);
  };
  return (
    <InputNumber<number>
      size="small"
      min={0}
      step={1}
      precision={1}
      value={value}
      onChange={setValue}
      onPressEnter={commit}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setValue(props.days);
      }}
      aria-label={t('what_if_duration_of', { name: props.name })}
      data-testid={props.testId}
      style={{ width: 84 }}
    />
  );
}
