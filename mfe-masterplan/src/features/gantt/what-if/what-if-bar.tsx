import { Alert, Button, Space, Typography } from 'antd';
import { RollbackOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDate, type DateFormat } from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../../i18n/masterplan-messages';
import type { WhatIf } from './use-what-if';

/** Calendar days from one wall-clock date to another (`YYYY-MM-DD…`). */
export function calendarDaysBetween(from: string, to: string): number {
  const day = (value: string) => Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)));
  return Math.round((day(to) - day(from)) / 86_400_000);
}

/** What the what-if changed, how the engine answered, and the way back (undo one edit, or reset them all). */
export function WhatIfBar({ whatIf, plannedFinish, dateFormat }: { whatIf: WhatIf; plannedFinish: string | null; dateFormat: DateFormat }) {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  const { last } = whatIf;
  const finish = whatIf.plan.projectFinish;
  const date = (value: string | null) => (value === null ? '—' : formatDate(value.slice(0, 10), dateFormat));
  const delta = plannedFinish === null || finish === null ? 0 : calendarDaysBetween(plannedFinish, finish);

  const details = () => {
    if (last !== null && !last.ok) return <Typography.Text type="danger" data-testid="what-if-error">{last.message}</Typography.Text>;
    if (whatIf.overrides.size === 0) return <Typography.Text>{t('what_if_hint')}</Typography.Text>;
    return (
      <Typography.Text data-testid="what-if-summary">
        {t('what_if_summary', { count: whatIf.overrides.size, from: date(plannedFinish), to: date(finish) })}{' '}
        <Typography.Text strong type={delta > 0 ? 'danger' : delta < 0 ? 'success' : undefined} data-testid="what-if-delta">
          {t('what_if_delta', { count: delta, sign: delta > 0 ? '+' : '' })}
        </Typography.Text>
      </Typography.Text>
    );
  };

  return (
    <Alert
      type={whatIf.overrides.size > 0 ? 'warning' : 'info'}
      showIcon
      data-testid="what-if-bar"
      data-engine={whatIf.location ?? ''}
      message={t('what_if_title')}
      description={
        <Space direction="vertical" size={2}>
          {details()}
          {last?.ok ? (
            <Typography.Text type="secondary" data-testid="what-if-timing">
              {t(whatIf.location === 'page' ? 'what_if_timing_page' : 'what_if_timing_worker', {
                ms: last.elapsedMs.toFixed(1),
                count: last.recomputed,
              })}
            </Typography.Text>
          ) : null}
        </Space>
      }
      action={
        <Space>
          <Button size="small" icon={<UndoOutlined aria-hidden />} disabled={!whatIf.canUndo} onClick={whatIf.undo} data-testid="what-if-undo" title="Ctrl+Z">
            {t('what_if_undo')}
          </Button>
          <Button size="small" icon={<RollbackOutlined aria-hidden />} disabled={whatIf.overrides.size === 0} onClick={whatIf.reset} data-testid="what-if-reset">
            {t('what_if_reset')}
          </Button>
        </Space>
      }
    />
  );
}
