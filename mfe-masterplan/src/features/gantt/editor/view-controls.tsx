import { Button, Checkbox, Popover, Radio } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, EyeOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GanttColumn, GanttVisualization } from '@tenon/contracts/types';
import { MASTERPLAN_NAMESPACE } from '../../../i18n/masterplan-messages';
import { VISUAL_TOGGLES, type VisualToggle } from './chart-visualization';
import { moveColumn, toggleColumn } from './grid-columns';

/**
 * Show, hide and order the grid's columns; widths are dragged at the header's edges. Each change is handed over as an
 * edit of the columns current when it applies, so quick clicks never undo one another.
 */
export function ColumnPicker({ columns, onChange }: { columns: readonly GanttColumn[]; onChange: (edit: (current: readonly GanttColumn[]) => GanttColumn[]) => void }) {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  const content = (
    <div data-testid="column-picker" style={{ display: 'grid', gap: 2, minWidth: 240 }}>
      {columns.map((column, index) => (
        <div key={column.key} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <Checkbox checked={column.visible} disabled={column.key === 'name'} onChange={() => onChange((current) => toggleColumn(current, column.key))} data-testid={`column-toggle-${column.key}`} style={{ flex: 1 }}>
            {t(`col_${column.key}`)}
          </Checkbox>
          <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={t('column_up')} disabled={index === 0} onClick={() => onChange((current) => moveColumn(current, column.key, -1))} data-testid={`column-up-${column.key}`} />
          <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={t('column_down')} disabled={index === columns.length - 1} onClick={() => onChange((current) => moveColumn(current, column.key, 1))} />
        </div>
      ))}
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" title={t('columns')}>
      <Button size="small" icon={<TableOutlined />} data-testid="gantt-columns">
        {t('columns')}
      </Button>
    </Popover>
  );
}

/** What the chart draws (spec part 2, 2.4's visualization toggles); each change is saved with the view like its columns. */
export function ShowMenu({
  visualization,
  onToggle,
  onRowColours,
}: {
  visualization: GanttVisualization;
  onToggle: (key: VisualToggle) => void;
  onRowColours: (rowColours: GanttVisualization['rowColours']) => void;
}) {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  const content = (
    <div data-testid="gantt-show-menu" style={{ display: 'grid', gap: 4, minWidth: 220 }}>
      {VISUAL_TOGGLES.map((key) => (
        <Checkbox key={key} checked={visualization[key]} onChange={() => onToggle(key)} data-testid={`gantt-show-${key}`}>
          {t(`show_${key}`)}
        </Checkbox>
      ))}
      <div style={{ marginTop: 6, fontSize: 12, color: '#52606d' }}>{t('row_colours')}</div>
      <Radio.Group size="small" value={visualization.rowColours} onChange={(event) => onRowColours(event.target.value as GanttVisualization['rowColours'])} data-testid="gantt-row-colours">
        <Radio.Button value="plain">{t('row_colours_plain')}</Radio.Button>
        <Radio.Button value="level" data-testid="gantt-row-colours-level">
          {t('row_colours_level')}
        </Radio.Button>
      </Radio.Group>
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" title={t('show')}>
      <Button size="small" icon={<EyeOutlined />} data-testid="gantt-show">
        {t('show')}
      </Button>
    </Popover>
  );
}
