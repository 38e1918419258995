import { Button, Checkbox, Input, Popover, Space, Tooltip } from 'antd';
import { ApartmentOutlined, ClearOutlined, SortAscendingOutlined, SortDescendingOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { planGroupings, planOrderFields, type PlanColumnKey, type PlanViewSettings, type TaskPriority } from '@tenon/contracts/types';
import { SavedViewMenu } from '@tenon/ui';

const PRIORITIES: TaskPriority[] = ['Urgent', 'High', 'Normal', 'Low'];
const COLUMN_LABELS: Record<PlanColumnKey, string> = {
  name: 'column_name',
  start: 'column_start',
  finish: 'column_finish',
  duration: 'column_duration',
  leanStatus: 'column_lean_status',
  progress: 'column_progress',
  responsibles: 'column_responsibles',
  subcontract: 'column_subcontract',
  priority: 'column_priority',
  unfit: 'column_unfit',
  roadblocks: 'column_roadblocks',
  actions: 'column_actions',
};
import { LOOKAHEAD_NAMESPACE } from '../../i18n/lookahead-messages';
import { ChoiceSelect, FILTER_SELECT_CSS, FilterSelect } from './filter-select';
import { LEAN_STATUS_ORDER } from './lean-status-colours';
import { toggleColumn, resizeColumn } from './plan-columns';
import { EMPTY_FILTER, isFiltering, type PlanFilter } from './plan-find';
import type { PlanNames } from './plan-names';
import type { PlanViewState } from './use-plan-view';

export interface FindChoices {
  responsibleIds: string[];
  subcontractIds: string[];
  tags: string[];
}

/** The filter, group and order bar over the plan table, with its columns and saved views (spec part 3, 2.2). */
export function FindBar({ view, names, choices, treeOpen, onToggleTree }: { view: PlanViewState; names: PlanNames; choices: FindChoices; treeOpen: boolean; onToggleTree: () => void }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const { settings, change } = view;
  const filter = settings.filter;
  const setFilter = (patch: Partial<PlanFilter>) => change((current) => ({ ...current, filter: { ...current.filter, ...patch } }));
  const set = (patch: Partial<PlanViewSettings>) => change((current) => ({ ...current, ...patch }));
  const wide = { minWidth: 170, maxWidth: 260 };
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid="plan-find-bar">
      <style>{FILTER_SELECT_CSS}</style>
      <Space wrap size={8}>
        <Input.Search
          allowClear
          placeholder={t('find_text')}
          aria-label={t('find_text')}
          value={filter.text}
          onChange={(event) => setFilter({ text: event.target.value })}
          style={{ width: 200 }}
          data-testid="find-text"
        />
        <FilterSelect
          placeholder={t('find_lean_status')}
          style={wide}
          value={filter.leanStatuses}
          onChange={(leanStatuses) => setFilter({ leanStatuses })}
          options={LEAN_STATUS_ORDER.map((status) => ({ value: status, label: t(`lean_${status}`) }))}
          testId="find-lean-status"
        />
        <FilterSelect
          searchable
          placeholder={t('find_responsible')}
          style={wide}
          value={filter.responsibleIds}
          onChange={(responsibleIds) => setFilter({ responsibleIds })}
          options={choices.responsibleIds.map((id) => ({ value: id, label: names.person(id) }))}
          testId="find-responsible"
        />
        <FilterSelect
          searchable
          placeholder={t('find_subcontract')}
          style={wide}
          value={filter.subcontractIds}
          onChange={(subcontractIds) => setFilter({ subcontractIds })}
          options={choices.subcontractIds.map((id) => ({ value: id, label: names.subcontract(id) }))}
          testId="find-subcontract"
        />
        <FilterSelect
          placeholder={t('find_tag')}
          style={{ minWidth: 130, maxWidth: 220 }}
          value={filter.tags}
          onChange={(tags) => setFilter({ tags })}
          options={choices.tags.map((tag) => ({ value: tag, label: tag }))}
          testId="find-tag"
        />
        <FilterSelect
          placeholder={t('find_priority')}
          style={{ minWidth: 130, maxWidth: 220 }}
          value={filter.priorities}
          onChange={(priorities) => setFilter({ priorities })}
          options={PRIORITIES.map((priority) => ({ value: priority, label: t(`priority_${priority}`) }))}
          testId="find-priority"
        />
        <Space size={4}>
          <Input type="date" aria-label={t('find_from')} title={t('find_from')} value={filter.from ?? ''} max={filter.to ?? undefined} onChange={(e) => setFilter({ from: e.target.value === '' ? null : e.target.value })} style={{ width: 150 }} data-testid="find-from" />
          <span>–</span>
          <Input type="date" aria-label={t('find_to')} title={t('find_to')} value={filter.to ?? ''} min={filter.from ?? undefined} onChange={(e) => setFilter({ to: e.target.value === '' ? null : e.target.value })} style={{ width: 150 }} data-testid="find-to" />
        </Space>
        <Checkbox checked={filter.unfitOnly} onChange={(e) => setFilter({ unfitOnly: e.target.checked })} data-testid="find-unfit">
          {t('find_unfit')}
        </Checkbox>
        <Checkbox checked={filter.roadblocksOnly} onChange={(e) => setFilter({ roadblocksOnly: e.target.checked })} data-testid="find-roadblocks">
          {t('find_roadblocks')}
        </Checkbox>
        {isFiltering(filter) ? (
          <Button icon={<ClearOutlined />} onClick={() => setFilter(EMPTY_FILTER)} data-testid="find-clear">
            {t('find_clear')}
          </Button>
        ) : null}
      </Space>
      <Space wrap size={8}>
        <Tooltip title={t('tree_toggle')}>
          <Button icon={<ApartmentOutlined />} type={treeOpen ? 'primary' : 'default'} aria-pressed={treeOpen} aria-label={t('tree_toggle')} onClick={onToggleTree} data-testid="tree-toggle" />
        </Tooltip>
        <label>
          <span style={{ marginRight: 6 }}>{t('find_group')}</span>
          <ChoiceSelect
            label={t('find_group')}
            style={{ width: 170 }}
            value={settings.group}
            onChange={(group) => set({ group })}
            options={planGroupings.map((group) => ({ value: group, label: t(`find_group_${group}`) }))}
            testId="find-group"
          />
        </label>
        <label>
          <span style={{ marginRight: 6 }}>{t('find_order')}</span>
          <ChoiceSelect
            label={t('find_order')}
            style={{ width: 150 }}
            value={settings.order.by}
            onChange={(by) => set({ order: { ...settings.order, by } })}
            options={planOrderFields.map((by) => ({ value: by, label: t(`find_order_${by}`) }))}
            testId="find-order"
          />
        </label>
        <Tooltip title={t(settings.order.descending ? 'find_descending' : 'find_ascending')}>
          <Button
            icon={settings.order.descending ? <SortDescendingOutlined /> : <SortAscendingOutlined />}
            aria-label={t(settings.order.descending ? 'find_descending' : 'find_ascending')}
            disabled={settings.order.by === 'outline'}
            onClick={() => set({ order: { ...settings.order, descending: !settings.order.descending } })}
            data-testid="find-direction"
          />
        </Tooltip>
        <ColumnsButton view={view} />
        <SavedViewMenu view={view} testId="plan-view" />
      </Space>
    </Space>
  );
}

function ColumnsButton({ view }: { view: PlanViewState }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const content = (
    <Space direction="vertical" size={4} data-testid="columns-menu">
      {view.settings.columns.map((column) => (
        <Checkbox
          key={column.key}
          checked={column.visible}
          disabled={column.key === 'name'}
          onChange={(e) => view.change((current) => ({ ...current, columns: toggleColumn(current.columns, column.key, e.target.checked) }))}
          data-testid={`column-toggle-${column.key}`}
        >
          {t(COLUMN_LABELS[column.key])}
        </Checkbox>
      ))}
      <Button
        size="small"
        type="link"
        onClick={() => view.change((current) => ({ ...current, columns: current.columns.reduce((cols, c) => resizeColumn(cols, c.key, 'default'), current.columns) }))}
        data-testid="columns-reset-widths"
      >
        {t('columns_reset_widths')}
      </Button>
    </Space>
  );
  return (
    <Popover trigger="click" content={content} title={t('columns')} placement="bottomLeft">
      <Button icon={<TableOutlined />} data-testid="columns-button">
        {t('columns')}
      </Button>
    </Popover>
  );
}
