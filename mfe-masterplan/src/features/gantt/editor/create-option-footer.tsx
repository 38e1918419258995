import { useState, type KeyboardEvent, type ReactElement } from 'react';
import { Button, Divider, Input, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ApiError } from '@tenon/ui';

export interface CreateOptionFooterProps {
  placeholder: string;
  addLabel: string;
  /** Makes the option; its error's message is shown under the field, and the typed name stays. */
  onCreate: (name: string) => Promise<void>;
  failedMessage: string;
  testId: string;
}

/**
 * The end of a select's list where a new option is typed and added without leaving the form (spec part 2, 2.4: the
 * Gantt's add-subcontract and add-tag modals), as MS Project adds a resource from its assignment list.
 */
export function CreateOptionFooter({ placeholder, addLabel, onCreate, failedMessage, testId }: CreateOptionFooterProps) {
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const trimmed = name.trim();
    if (trimmed === '' || saving) return;
    setSaving(true);
    setError(null);
    onCreate(trimmed)
      .then(() => setName(''))
      .catch((failure: unknown) => setError(failure instanceof ApiError ? failure.message : failedMessage))
      .finally(() => setSaving(false));
  };
  // The select would take the typing keys (Enter picks the active option, Backspace drops a tag); Escape still closes
  // the list.
  const keep = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return;
    event.stopPropagation();
    if (event.key === 'Enter') add();
  };
  return (
    <>
      <Divider style={{ margin: '6px 0' }} />
      <Space.Compact style={{ width: '100%', padding: '0 6px 4px' }}>
        <Input
          placeholder={placeholder}
          value={name}
          maxLength={120}
          status={error === null ? undefined : 'error'}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          onKeyDown={keep}
          data-testid={`${testId}-name`}
        />
        <Button type="text" icon={<PlusOutlined />} loading={saving} disabled={name.trim() === ''} onClick={add} data-testid={`${testId}-add`}>
          {addLabel}
        </Button>
      </Space.Compact>
      {error === null ? null : (
        <div className="ant-form-item-explain-error" style={{ padding: '0 8px 4px' }} data-testid={`${testId}-error`}>
          {error}
        </div>
      )}
    </>
  );
}

/** A select's `popupRender` that ends its list with a `CreateOptionFooter`. */
export function withCreateOption(props: CreateOptionFooterProps): (menu: ReactElement) => ReactElement {
  return function CreateOptionPopup(menu) {
    return (
      <>
        {menu}
        <CreateOptionFooter {...props} />
      </>
    );
  };
}
