import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, ColorPicker, Empty, Input, List, Popconfirm, Space } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@tenon/ui';
import { formMessage, type FormField } from '../access-common/validation/form-messages';
import { useSettingsSave } from './use-settings-save';

export interface NamedItem {
  id: string;
  name: string;
  color?: string | null;
}

export interface NamedItemsTabProps<I extends NamedItem> {
  testId: string;
  queryKey: readonly unknown[];
  list: () => Promise<I[]>;
  create: (item: { name: string; color: string }) => Promise<unknown>;
  update: (id: string, item: { name: string; color: string }) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  nameField: FormField;
  nameLabel: string;
  newLabel: string;
  emptyLabel: string;
  withColor?: boolean;
  readOnly: boolean;
}

const DEFAULT_COLOR = '#3b6ee8';

/** Subcontracts and categories: a named list with create, rename and delete (409 NAME_TAKEN shows its message). */
export function NamedItemsTab<I extends NamedItem>(props: NamedItemsTabProps<I>) {
  const { t, i18n } = useTranslation('settings');
  const items = useQuery({ queryKey: props.queryKey, queryFn: props.list });
  const [name, setName] = useState('');
  const [color, setColor] = useState(DEFAULT_COLOR);
  const [touched, setTouched] = useState(false);
  const [editing, setEditing] = useState<{ id: string; name: string; color: string } | null>(null);
  const create = useSettingsSave(() => props.create({ name: name.trim(), color }), [props.queryKey]);
  const update = useSettingsSave((item: { id: string; name: string; color: string }) => props.update(item.id, { name: item.name.trim(), color: item.color }), [props.queryKey]);
  const remove = useSettingsSave((id: string) => props.remove(id), [props.queryKey]);
  const hint = touched && name.trim() === '' ? formMessage(`required:${props.nameField}`, i18n.language) : undefined;

  if (items.isLoading) return <LoadingState />;
  if (items.isError) return <ErrorState error={items.error} onRetry={() => void items.refetch()} />;
  return (
    <div data-testid={props.testId} style={{ maxWidth: 640 }}>
      {props.readOnly ? null : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (name.trim() === '') return;
            create.mutate(undefined, { onSuccess: () => { setName(''); setTouched(false); } });
          }}
          style={{ marginBottom: 4 }}
        >
          <Space.Compact style={{ width: '100%' }}>
            {props.withColor ? <ColorPicker value={color} onChange={(value) => setColor(value.toHexString())} aria-label={t('tags.color')} /> : null}
            <Input aria-label={props.nameLabel} placeholder={props.newLabel} value={name} status={hint === undefined ? undefined : 'error'} onChange={(e) => setName(e.target.value)} onBlur={() => setTouched(true)} data-testid={`${props.testId}-name`} />
            <Button htmlType="submit" type="primary" icon={<PlusOutlined aria-hidden />} disabled={name.trim() === ''} loading={create.isPending} data-testid={`${props.testId}-add`}>
              {t('add')}
            </Button>
          </Space.Compact>
          <div role="alert" data-testid={`${props.testId}-hint`} style={{ color: '#e5484d', minHeight: 22 }}>
            {hint}
          </div>
        </form>
      )}
      {(items.data ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyLabel} />
      ) : (
        <List
          bordered
          dataSource={items.data ?? []}
          renderItem={(item) =>
            editing?.id === item.id ? (
              <List.Item>
                <Space.Compact style={{ width: '100%' }}>
                  {props.withColor ? <ColorPicker value={editing.color} onChange={(value) => setEditing({ ...editing, color: value.toHexString() })} /> : null}
                  <Input aria-label={props.nameLabel} value={editing.name} onChange={(e) => setEditing({ ...editing, name: e.target.value })} data-testid={`${props.testId}-edit-name`} />
                  <Button type="primary" disabled={editing.name.trim() === ''} onClick={() => update.mutate(editing, { onSuccess: () => setEditing(null) })} data-testid={`${props.testId}-save`}>
                    {t('save')}
                  </Button>
                  <Button onClick={() => setEditing(null)}>{t('cancel')}</Button>
                </Space.Compact>
              </List.Item>
            ) : (
              <List.Item
                data-testid={`${props.testId}-item`}
                actions={
                  props.readOnly
                    ? []
                    : [
                        <Button key="edit" type="text" icon={<EditOutlined aria-hidden />} aria-label={`${t('edit')} ${item.name}`} onClick={() => setEditing({ id: item.id, name: item.name, color: item.color ?? DEFAULT_COLOR })} />,
                        <Popconfirm key="delete" title={t('confirm_delete', { name: item.name })} onConfirm={() => remove.mutate(item.id)} okText={t('delete')} cancelText={t('cancel')}>
                          <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={`${t('delete')} ${item.name}`} />
                        </Popconfirm>,
                      ]
                }
              >
                <Space>
                  {props.withColor ? <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 4, background: item.color ?? DEFAULT_COLOR }} /> : null}
                  <span>{item.name}</span>
                </Space>
              </List.Item>
            )
          }
        />
      )}
    </div>
  );
}
