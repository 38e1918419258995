import { memo, useCallback, useMemo } from 'react';
import { Button, Checkbox, Input, Popover, Space } from 'antd';
import { ApartmentOutlined, ClearOutlined, SortAscendingOutlined, SortDescendingOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { planGroupings, planOrderFields, type PlanColumn, type PlanColumnKey, type PlanGrouping, type PlanViewSettings, type TaskLeanStatus, type TaskPriority } from '@tenon/contracts/types';
import { Hint, SavedViewMenu } from '@tenon/ui';

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
import { CaptionedChoice, FILTER_SELECT_CSS, FilterSelect } from './filter-select';
import { LEAN_STATUS_ORDER } from './lean-status-colours';
import { toggleColumn, resizeColumn } from './plan-columns';
import { EMPTY_FILTER, isFiltering, type PlanFilter, type PlanOrder } from './plan-find';
import type { PlanNames } from './plan-names';
import type { PlanViewState } from './use-plan-view';

export interface FindChoices {
  responsibleIds: string[];
  subcontractIds: string[];
  tags: string[];
}

type ChangeView = PlanViewState['change'];

/**
 * The filter, group and order bar over the plan table, with its columns and saved views (spec part 3, 2.2). Each row
 * repaints only with what it shows: a regroup leaves the filters' antd inputs alone, a filter the grouping's.
 */
export function FindBar({ view, names, choices, treeOpen, onToggleTree }: { view: PlanViewState; names: PlanNames; choices: FindChoices; treeOpen: boolean; onToggleTree: () => void }) {
  const { settings, change } = view;
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid="plan-find-bar">
      <style>{FILTER_SELECT_CSS}</style>
      <FilterRow filter={settings.filter} change={change} names={names} choices={choices} />
      <Space wrap size={8}>
        <GroupOrderRow group={settings.group} order={settings.order} change={change} treeOpen={treeOpen} onToggleTree={onToggleTree} />
        <ColumnsButton columns={settings.columns} change={change} />
        <SavedViewMenu view={view} testId="plan-view" />
      </Space>
    </Space>
  );
}

const WIDE = { minWidth: 170, maxWidth: 260 };
const NARROW = { minWidth: 130, maxWidth: 220 };
const GROUP_WIDTH = { width: 170 };
const ORDER_WIDTH = { width: 150 };
type SetFilter = (patch: Partial<PlanFilter>) => void;

/** The filters, each repainting only with its own value: a choice in one list leaves the others' antd inputs alone. */
const FilterRow = memo(function FilterRow({ filter, change, names, choices }: { filter: PlanFilter; change: ChangeView; names: PlanNames; choices: FindChoices }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const setFilter = useCallback<SetFilter>((patch) => change((current) => ({ ...current, filter: { ...current.filter, ...patch } })), [change]);
  const on = useMemo(
    () => ({
      leanStatuses: (leanStatuses: TaskLeanStatus[]) => setFilter({ leanStatuses }),
      responsibleIds: (responsibleIds: string[]) => setFilter({ responsibleIds }),
      subcontractIds: (subcontractIds: string[]) => setFilter({ subcontractIds }),
      tags: (tags: string[]) => setFilter({ tags }),
      priorities: (priorities: TaskPriority[]) => setFilter({ priorities }),
    }),
    [setFilter],
  );
  const options = useMemo(
    () => ({
      leanStatuses: LEAN_STATUS_ORDER.map((status) => ({ value: status, label: t(`lean_${status}`) })),
      responsibleIds: choices.responsibleIds.map((id) => ({ value: id, label: names.person(id) })),
      subcontractIds: choices.subcontractIds.map((id) => ({ value: id, label: names.subcontract(id) })),
      tags: choices.tags.map((tag) => ({ value: tag, label: tag })),
      priorities: PRIORITIES.map((priority) => ({ value: priority, label: t(`priority_${priority}`) })),
    }),
    [t, choices, names],
  );
  return (
    <Space wrap size={8}>
      <TextFind text={filter.text} setFilter={setFilter} />
      <FilterSelect placeholder={t('find_lean_status')} style={WIDE} value={filter.leanStatuses} onChange={on.leanStatuses} options={options.leanStatuses} testId="find-lean-status" />
      <FilterSelect searchable placeholder={t('find_responsible')} style={WIDE} value={filter.responsibleIds} onChange={on.responsibleIds} options={options.responsibleIds} testId="find-responsible" />
      <FilterSelect searchable placeholder={t('find_subcontract')} style={WIDE} value={filter.subcontractIds} onChange={on.subcontractIds} options={options.subcontractIds} testId="find-subcontract" />
      <FilterSelect placeholder={t('find_tag')} style={NARROW} value={filter.tags} onChange={on.tags} options={options.tags} testId="find-tag" />
      <FilterSelect placeholder={t('find_priority')} style={NARROW} value={filter.priorities} onChange={on.priorities} options={options.priorities} testId="find-priority" />
      <DateRangeFind from={filter.from} to={filter.to} setFilter={setFilter} />
      <FlagFinds unfitOnly={filter.unfitOnly} roadblocksOnly={filter.roadblocksOnly} setFilter={setFilter} />
      {isFiltering(filter) ? (
        <Button icon={<ClearOutlined />} onClick={() => setFilter(EMPTY_FILTER)} data-testid="find-clear">
          {t('find_clear')}
        </Button>
      ) : null}
    </Space>
  );
});

const TextFind = memo(function TextFind({ text, setFilter }: { text: string; setFilter: SetFilter }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  return (
    <Input.Search allowClear placeholder={t('find_text')} aria-label={t('find_text')} value={text} onChange={(event) => setFilter({ text: event.target.value })} style={{ width: 200 }} data-testid="find-text" />
  );
});

const DateRangeFind = memo(function DateRangeFind({ from, to, setFilter }: { from: string | null; to: string | null; setFilter: SetFilter }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  return (
    <Space size={4}>
      <Input type="date" aria-label={t('find_from')} title={t('find_from')} value={from ?? ''} max={to ?? undefined} onChange={(e) => setFilter({ from: e.target.value === '' ? null : e.target.value })} style={{ width: 150 }} data-testid="find-from" />
      <span>–</span>
      <Input type="date" aria-label={t('find_to')} title={t('find_to')} value={to ?? ''} min={from ?? undefined} onChange={(e) => setFilter({ to: e.target.value === '' ? null : e.target.value })} style={{ width: 150 }} data-testid="find-to" />
    </Space>
  );
});

const FlagFinds = memo(function FlagFinds({ unfitOnly, roadblocksOnly, setFilter }: { unfitOnly: boolean; roadblocksOnly: boolean; setFilter: SetFilter }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  return (
    <Space size={8}>
      <Checkbox checked={unfitOnly} onChange={(e) => setFilter({ unfitOnly: e.target.checked })} data-testid="find-unfit">
        {t('find_unfit')}
      </Checkbox>
      <Checkbox checked={roadblocksOnly} onChange={(e) => setFilter({ roadblocksOnly: e.target.checked })} data-testid="find-roadblocks">
        {t('find_roadblocks')}
      </Checkbox>
    </Space>
  );
});

const GroupOrderRow = memo(function GroupOrderRow({ group, order, change, treeOpen, onToggleTree }: { group: PlanGrouping; order: PlanOrder; change: ChangeView; treeOpen: boolean; onToggleTree: () => void }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const set = (patch: Partial<PlanViewSettings>) => change((current) => ({ ...current, ...patch }));
  return (
    <Space wrap size={8}>
      <Hint title={t('tree_toggle')}>
        <Button icon={<ApartmentOutlined />} type={treeOpen ? 'primary' : 'default'} aria-pressed={treeOpen} aria-label={t('tree_toggle')} onClick={onToggleTree} data-testid="tree-toggle" />
      </Hint>
      <CaptionedChoice label={t('find_group')} style={GROUP_WIDTH} value={group} onChange={(next) => set({ group: next })} options={planGroupings.map((value) => ({ value, label: t(`find_group_${value}`) }))} testId="find-group" />
      <CaptionedChoice label={t('find_order')} style={ORDER_WIDTH} value={order.by} onChange={(by) => set({ order: { ...order, by } })} options={planOrderFields.map((by) => ({ value: by, label: t(`find_order_${by}`) }))} testId="find-order" />
      <Hint title={t(order.descending ? 'find_descending' : 'find_ascending')}>
        <Button
          icon={order.descending ? <SortDescendingOutlined /> : <SortAscendingOutlined />}
          aria-label={t(order.descending ? 'find_descending' : 'find_ascending')}
          disabled={order.by === 'outline'}
          onClick={() => set({ order: { ...order, descending: !order.descending } })}
          data-testid="find-direction"
        />
      </Hint>
    </Space>
  );
});

const ColumnsButton = memo(function ColumnsButton({ columns, change }: { columns: PlanColumn[]; change: ChangeView }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const content = (
    <Space direction="vertical" size={4} data-testid="columns-menu">
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          checked={column.visible}
          disabled={column.key === 'name'}
          onChange={(e) => change((current) => ({ ...current, columns: toggleColumn(current.columns, column.key, e.target.checked) }))}
          data-testid={`column-toggle-${column.key}`}
        >
          {t(COLUMN_LABELS[column.key])}
        </Checkbox>
      ))}
      <Button
        size="small"
        type="link"
        onClick={() => change((current) => ({ ...current, columns: current.columns.reduce((cols, c) => resizeColumn(cols, c.key, 'default'), current.columns) }))}
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
});
