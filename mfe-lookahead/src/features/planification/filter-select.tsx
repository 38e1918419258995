import { memo, useState, type CSSProperties } from 'react';
import { Select } from 'antd';
import { PLAN_ICONS } from './plan-icons';

export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
}

interface FilterSelectProps<Value extends string> {
  placeholder: string;
  options: ReadonlyArray<FilterOption<Value>>;
  value: Value[];
  onChange: (value: Value[]) => void;
  style: CSSProperties;
  testId: string;
  /** Options searched by their label as the user types. */
  searchable?: boolean;
}

export const FILTER_SELECT_CSS = `
.plan-filter-closed { display: inline-flex; align-items: center; gap: 8px; height: 32px; padding: 0 11px; border: 1px solid #d9d9d9;
  border-radius: 6px; background: #fff; font: inherit; font-size: 14px; color: rgba(0,0,0,0.88); cursor: pointer; text-align: left; }
.plan-filter-closed:hover { border-color: #4096ff; }
.plan-filter-closed:focus-visible { outline: 0; border-color: #1677ff; box-shadow: 0 0 0 2px rgba(5,145,255,0.1); }
.plan-filter-closed > .plan-filter-text { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.plan-filter-closed > .plan-filter-text.empty { color: rgba(0,0,0,0.25); }
`;

/**
 * A multiple-choice filter of the find bar. antd's select measures its input in a layout effect and renders a dozen
 * hooks, and the bar has five of them: a CPU profile gave them 51 ms of the main thread per page open. Until first used, each
 * is a button that looks like the closed select and names what is chosen; a click (or Enter, or Space) mounts the
 * select, open and focused, and it stays.
 */
function FilterSelectControl<Value extends string>({ placeholder, options, value, onChange, style, testId, searchable = false }: FilterSelectProps<Value>) {
  const [live, setLive] = useState(false);
  if (live) {
    return (
      <Select<Value[]>
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        defaultOpen
        autoFocus
        optionFilterProp={searchable ? 'label' : undefined}
        placeholder={placeholder}
        aria-label={placeholder}
        style={style}
        value={value}
        onChange={onChange}
        options={options as Array<FilterOption<Value>>}
        data-testid={testId}
      />
    );
  }
  const labels = new Map(options.map((option) => [option.value, option.label]));
  return <ClosedSelect text={value.map((v) => labels.get(v) ?? v).join(', ')} placeholder={placeholder} style={style} testId={testId} onOpen={() => setLive(true)} />;
}

/** Memoised: the find bar repaints it only when its own choice or options change. */
export const FilterSelect = memo(FilterSelectControl) as typeof FilterSelectControl;

interface ChoiceSelectProps<Value extends string | number> {
  label: string;
  options: ReadonlyArray<{ value: Value; label: string }>;
  value: Value;
  onChange: (value: Value) => void;
  style: CSSProperties;
  testId: string;
}

/** A single-choice select of the plan's bars, mounted on first use as `FilterSelect` is. */
export function ChoiceSelect<Value extends string | number>({ label, options, value, onChange, style, testId }: ChoiceSelectProps<Value>) {
  const [live, setLive] = useState(false);
  if (live) {
    return <Select<Value> defaultOpen autoFocus aria-label={label} style={style} value={value} onChange={onChange} options={options as Array<{ value: Value; label: string }>} data-testid={testId} />;
  }
  const text = options.find((option) => option.value === value)?.label ?? String(value);
  return <ClosedSelect text={text} placeholder={label} style={style} testId={testId} onOpen={() => setLive(true)} />;
}

/** A single choice with its caption before it, the caption naming it too. */
export function CaptionedChoice<Value extends string | number>(props: ChoiceSelectProps<Value>) {
  return (
    <label>
      <span style={{ marginRight: 6 }}>{props.label}</span>
      <ChoiceSelect {...props} />
    </label>
  );
}

/** What a select shows while closed: its choice (or placeholder) and its arrow; a click (or Enter, or Space) opens it. */
function ClosedSelect({ text, placeholder, style, testId, onOpen }: { text: string; placeholder: string; style: CSSProperties; testId: string; onOpen: () => void }) {
  return (
    <button type="button" className="plan-filter-closed" style={style} aria-label={placeholder} aria-haspopup="listbox" title={text || placeholder} onClick={onOpen} data-testid={testId}>
      <span className={text === '' ? 'plan-filter-text empty' : 'plan-filter-text'}>{text === '' ? placeholder : text}</span>
      {PLAN_ICONS.open}
    </button>
  );
}
