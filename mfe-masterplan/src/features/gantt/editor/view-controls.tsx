import { Button, Checkbox, Popover } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GanttColumn } from '@tenon/contracts/types';
import { MASTERPLAN_NAMESPACE } from '../../../i18n/masterplan-messages';
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
