import { useState } from 'react';
import { Button, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NamedProjectMember, Schedule } from '@tenon/contracts/types';
import { personName } from '@tenon/ui';
import { ANALYTICS_NAMESPACE } from '../../i18n/analytics-messages';
import type { DashboardFilters } from './figures.api';

interface DashboardFiltersBarProps {
  applied: DashboardFilters;
  schedules: Schedule[];
  people: NamedProjectMember[];
  onApply: (filters: DashboardFilters) => void;
}

/** Schedules, date range and responsibles; nothing is asked again until Apply. */
export function DashboardFiltersBar({ applied, schedules, people, onApply }: DashboardFiltersBarProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const [draft, setDraft] = useState<DashboardFilters>(applied);
  return (
    <Space wrap data-testid="analytics-filters" style={{ marginBottom: 16 }}>
      <Select
        mode="multiple"
        allowClear
        style={{ minWidth: 220 }}
        placeholder={t('filter_schedules')}
        data-testid="analytics-filter-schedules"
        value={draft.scheduleIds}
        options={schedules.map((s) => ({ value: s.id, label: s.name }))}
        onChange={(scheduleIds: string[]) => setDraft({ ...draft, scheduleIds })}
      />
      <Space.Compact>
        <Input
          type="date"
          aria-label={t('filter_from')}
          data-testid="analytics-filter-from"
          value={draft.from ?? ''}
          max={draft.to ?? undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value === '' ? null : event.target.value })}
        />
        <Input
          type="date"
          aria-label={t('filter_to')}
          data-testid="analytics-filter-to"
          value={draft.to ?? ''}
          min={draft.from ?? undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value === '' ? null : event.target.value })}
        />
      </Space.Compact>
      <Select
        mode="multiple"
        allowClear
        style={{ minWidth: 220 }}
        placeholder={t('filter_responsibles')}
        data-testid="analytics-filter-responsibles"
        value={draft.responsibleIds}
        optionFilterProp="label"
        options={people.map((p) => ({ value: p.userId, label: personName(p, p.userId) }))}
        onChange={(responsibleIds: string[]) => setDraft({ ...draft, responsibleIds })}
      />
      <Button type="primary" data-testid="analytics-apply" onClick={() => onApply(draft)}>
        {t('apply')}
      </Button>
    </Space>
  );
}
