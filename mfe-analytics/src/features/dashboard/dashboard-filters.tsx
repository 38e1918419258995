import { useState } from 'react';
import { Button, Select, Space, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NamedProjectMember, Schedule } from '@tenon/contracts/types';
import { personName } from '@tenon/ui';
import { ANALYTICS_NAMESPACE } from '../../i18n/analytics-messages';
import { DateInput } from './date-input';
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
      <ManyFilter
        placeholder={t('filter_schedules')}
        data-testid="analytics-filter-schedules"
        value={draft.scheduleIds}
        options={schedules.map((s) => ({ value: s.id, label: s.name }))}
        onChange={(scheduleIds) => setDraft({ ...draft, scheduleIds })}
      />
      <Space.Compact>
        <DateInput
          aria-label={t('filter_from')}
          data-testid="analytics-filter-from"
          value={draft.from}
          max={draft.to ?? undefined}
          onChange={(from) => setDraft({ ...draft, from })}
        />
        <DateInput
          aria-label={t('filter_to')}
          data-testid="analytics-filter-to"
          value={draft.to}
          min={draft.from ?? undefined}
          onChange={(to) => setDraft({ ...draft, to })}
        />
      </Space.Compact>
      <ManyFilter
        placeholder={t('filter_responsibles')}
        data-testid="analytics-filter-responsibles"
        value={draft.responsibleIds}
        optionFilterProp="label"
        options={people.map((p) => ({ value: p.userId, label: personName(p, p.userId) }))}
        onChange={(responsibleIds) => setDraft({ ...draft, responsibleIds })}
      />
      <Button type="primary" data-testid="analytics-apply" onClick={() => onApply(draft)}>
        {t('apply')}
      </Button>
    </Space>
  );
}

/** A filter of several values; none chosen is all of them. */
function ManyFilter(props: SelectProps<string[]> & { 'data-testid': string }) {
  return <Select mode="multiple" allowClear style={{ minWidth: 220 }} {...props} />;
}
