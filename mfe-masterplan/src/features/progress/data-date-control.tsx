import type { ScheduleScope } from '@tenon/contracts/types';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Input, Space, Tooltip } from 'antd';
import { ApiError } from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../i18n/masterplan-messages';
import { setDataDate } from './progress.api';

/** The data date starts the day: work left is scheduled from the start of its first working time. */
export const dataDateOfDay = (day: string): string => `${day}T00:00`;

/**
 * The schedule's data date in the toolbar: a date field (typed or picked, keyboard usable) stored at once; the
 * engine reschedules the remaining work from it. Only full access to the Gantt sets it.
 */
export function DataDateControl({ place, dataDate, canSet, onChange }: { place: ScheduleScope; dataDate: string | null; canSet: boolean; onChange: (dataDate: string | null) => void }) {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  const { message } = App.useApp();
  const [day, setDay] = useState(dataDate?.slice(0, 10) ?? '');
  const [busy, setBusy] = useState(false);
  useEffect(() => setDay(dataDate?.slice(0, 10) ?? ''), [dataDate]);

  const store = async (next: string | null) => {
    setBusy(true);
    try {
      const reply = await setDataDate(place, next);
      onChange(reply.dataDate);
      void message.success({ content: next === null ? t('data_date_cleared') : t('data_date_set', { date: next.slice(0, 10) }), key: 'data-date' });
    } catch (error) {
      setDay(dataDate?.slice(0, 10) ?? '');
      void message.error({ content: error instanceof ApiError && error.code === 'NO_PERMISSION' ? t('without_permission_to_save') : t('data_date_failed'), key: 'data-date' });
    } finally {
      setBusy(false);
    }
  };
  const apply = () => {
    if (day === (dataDate?.slice(0, 10) ?? '')) return;
    if (day === '') return void store(null);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return void message.error({ content: t('data_date_invalid'), key: 'data-date' });
    void store(dataDateOfDay(day));
  };

  return (
    <Tooltip title={t('data_date_hint')}>
      <Space.Compact size="small">
        <label htmlFor="gantt-data-date" style={{ padding: '0 6px', alignSelf: 'center', fontSize: 12 }}>
          {t('data_date')}
        </label>
        <Input
          id="gantt-data-date"
          type="date"
          size="small"
          style={{ width: 140 }}
          value={day}
          disabled={!canSet || busy}
          onChange={(event) => setDay(event.target.value)}
          onBlur={apply}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply();
            event.stopPropagation();
          }}
          data-testid="gantt-data-date"
        />
        {canSet && dataDate !== null ? (
          <Button size="small" disabled={busy} onClick={() => void store(null)} aria-label={t('data_date_clear')} data-testid="gantt-data-date-clear">
            ×
          </Button>
        ) : null}
      </Space.Compact>
    </Tooltip>
  );
}
