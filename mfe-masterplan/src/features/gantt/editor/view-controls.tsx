import { useState } from 'react';
import { App, Button, Checkbox, Input, Modal, Popover, Select, Space, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, SaveOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GanttColumn } from '@tenon/contracts/types';
import { ApiError } from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../../i18n/masterplan-messages';
import { moveColumn, sameSettings, toggleColumn } from './grid-columns';
import type { useGanttView } from './use-gantt-view';

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

/** The view in use: the user's own default (saved as they work) or a named view, kept private or shared. */
export function ViewMenu({ view }: { view: ReturnType<typeof useGanttView> }) {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  const { message, modal } = App.useApp();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selected = view.selectedView;
  const changed = selected !== null && !sameSettings(selected.settings, view.settings);
  const failed = (cause: unknown) => void message.error(cause instanceof ApiError ? cause.message : t('view_failed'));

  const save = async () => {
    const trimmed = name.trim();
    if (trimmed === '') return setError(t('view_name_required'));
    try {
      await view.saveAs(trimmed, shared);
      setNaming(false);
      void message.success(t('view_saved', { name: trimmed }));
    } catch (cause) {
      failed(cause);
    }
  };

  return (
    <Space size={4}>
      <Select
        size="small"
        style={{ width: 180 }}
        value={selected?.id ?? ''}
        loading={view.loading}
        onChange={(id) => view.apply(view.views.find((v) => v.id === id) ?? null)}
        options={[{ value: '', label: t('view_mine') }, ...view.views.map((v) => ({ value: v.id, label: `${v.name}${v.public ? ` · ${t('view_public')}` : ''}` }))]}
        aria-label={t('view')}
        data-testid="gantt-view"
      />
      {changed && selected.editable ? (
        <Button size="small" onClick={() => void view.updateSelected().then(() => message.success(t('view_updated')), failed)} data-testid="gantt-view-update">
          {t('view_update')}
        </Button>
      ) : null}
      <Tooltip title={t('view_save_as')}>
        <Button
          size="small"
          icon={<SaveOutlined />}
          aria-label={t('view_save_as')}
          onClick={() => {
            setName('');
            setShared(false);
            setError(null);
            setNaming(true);
          }}
          data-testid="gantt-view-save-as"
        />
      </Tooltip>
      {selected?.editable ? (
        <Tooltip title={t('view_delete')}>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('view_delete')}
            onClick={() =>
              void modal.confirm({
                title: t('view_delete_title', { name: selected.name }),
                okText: t('delete'),
                cancelText: t('cancel'),
                okButtonProps: { danger: true, id: 'view-delete-ok' },
                onOk: () => view.removeSelected().catch(failed),
              })
            }
            data-testid="gantt-view-delete"
          />
        </Tooltip>
      ) : null}
      <Modal open={naming} title={t('view_save_as')} okText={t('save')} cancelText={t('cancel')} onOk={() => void save()} onCancel={() => setNaming(false)} okButtonProps={{ id: 'view-save-ok' }} destroyOnHidden>
        <Input
          autoFocus
          value={name}
          maxLength={80}
          status={error === null ? undefined : 'error'}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          onPressEnter={() => void save()}
          placeholder={t('view_name_placeholder')}
          data-testid="view-name"
        />
        {error === null ? null : <div className="ant-form-item-explain-error">{error}</div>}
        <Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} style={{ marginTop: 12 }} data-testid="view-public">
          {t('view_share')}
        </Checkbox>
      </Modal>
    </Space>
  );
}
