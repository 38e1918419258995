import { memo, useRef, useState, type RefObject } from 'react';
import { App, Button, Checkbox, Input, Modal, Select, Space } from 'antd';
import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { Hint } from '../components/hint';
import { useOpenedOnce } from '../components/use-opened-once';
import type { SavedViewsState } from './use-saved-views';

const sameAsJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface SavedViewMenuProps<Settings> {
  view: SavedViewsState<Settings>;
  /** Test id of the picker; its buttons add `-update`, `-save-as` and `-delete`. */
  testId: string;
  /** Whether the screen's settings are those of the view picked (the update button shows only when they differ). */
  sameSettings?: (a: Settings, b: Settings) => boolean;
}

/**
 * The views of a screen: the user's own default (saved as they work) or a named view, kept private or shared; save the
 * current look as a new view, update the one picked when it changed, delete it after a confirmation.
 */
export function SavedViewMenu<Settings>({ view, testId, sameSettings = sameAsJson }: SavedViewMenuProps<Settings>) {
  const selected = view.selectedView;
  const changed = selected !== null && !sameSettings(selected.settings, view.settings);
  // The controls repaint with what they show, not with every filter of the screen: the actions read the latest view.
  const latest = useRef(view as SavedViewsState<unknown>);
  latest.current = view as SavedViewsState<unknown>;
  return <SavedViewControls latest={latest} selected={selected} views={view.views} loading={view.loading} changed={changed} testId={testId} />;
}

type ViewOf = SavedViewsState<unknown>['views'][number];

const SavedViewControls = memo(function SavedViewControls({ latest, selected, views, loading, changed, testId }: {
  latest: RefObject<SavedViewsState<unknown>>;
  selected: ViewOf | null;
  views: ViewOf[];
  loading: boolean;
  changed: boolean;
  testId: string;
}) {
  const { t } = useTranslation('ui');
  const { message, modal } = App.useApp();
  const [naming, setNaming] = useState(false);
  // The naming dialog mounts when first opened: closed, antd's modal runs its hooks in every repaint of the bar.
  const namingMounted = useOpenedOnce(naming);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const failed = (cause: unknown) => void message.error(cause instanceof ApiError ? cause.message : t('view_failed'), 6);

  const save = async () => {
    const trimmed = name.trim();
    if (trimmed === '') return setError(t('view_name_required'));
    setBusy(true);
    try {
      await latest.current.saveAs(trimmed, shared);
      setNaming(false);
      void message.success(t('view_saved', { name: trimmed }));
    } catch (cause) {
      failed(cause);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space size={4}>
      <Select
        size="small"
        style={{ width: 200 }}
        value={selected?.id ?? ''}
        loading={loading}
        onChange={(id: string) => latest.current.apply(views.find((v) => v.id === id) ?? null)}
        options={[{ value: '', label: t('view_mine') }, ...views.map((v) => ({ value: v.id, label: `${v.name ?? ''}${v.public ? ` · ${t('view_public')}` : ''}` }))]}
        aria-label={t('view')}
        data-testid={testId}
      />
      {changed && selected?.editable === true ? (
        <Button size="small" onClick={() => void latest.current.updateSelected().then(() => message.success(t('view_updated')), failed)} data-testid={`${testId}-update`}>
          {t('view_update')}
        </Button>
      ) : null}
      <Hint title={t('view_save_as')}>
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
          data-testid={`${testId}-save-as`}
        />
      </Hint>
      {selected?.editable ? (
        <Hint title={t('view_delete')}>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('view_delete')}
            onClick={() =>
              void modal.confirm({
                title: t('view_delete_title', { name: selected.name }),
                okText: t('view_delete'),
                cancelText: t('cancel'),
                okButtonProps: { danger: true, id: 'view-delete-ok' },
                onOk: () => latest.current.removeSelected().then(() => void message.success(t('view_deleted')), failed),
              })
            }
            data-testid={`${testId}-delete`}
          />
        </Hint>
      ) : null}
      {namingMounted ? (
        <Modal
          open={naming}
          title={t('view_save_as')}
          okText={t('save')}
          cancelText={t('cancel')}
          onOk={() => void save()}
          onCancel={() => setNaming(false)}
          okButtonProps={{ id: 'view-save-ok', loading: busy }}
          destroyOnHidden
        >
          <Input
            autoFocus
            value={name}
            maxLength={80}
            aria-label={t('view_name')}
            status={error === null ? undefined : 'error'}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            onPressEnter={() => void save()}
            placeholder={t('view_name')}
            data-testid="view-name"
          />
          {error === null ? null : <div className="ant-form-item-explain-error">{error}</div>}
          <Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} style={{ marginTop: 12 }} data-testid="view-public">
            {t('view_share')}
          </Checkbox>
        </Modal>
      ) : null}
    </Space>
  );
});
