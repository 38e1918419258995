import { useRef, useState } from 'react';
import { Avatar, Button, Space, Typography } from 'antd';
import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { validateImageFile } from '@tenon/ui';
import { accessErrorText } from './access-error-keys';
import { formMessage } from './validation/form-messages';
import { uploadImage } from '@tenon/ui';

export interface ImagePickerProps {
  testId: string;
  label: string;
  /** The current image URL, if any. */
  url: string | null;
  /** The onboarding or profile link token, when there is no session yet. */
  linkToken?: string;
  onUploaded: (image: { id: string; url: string }) => void;
  shape?: 'circle' | 'square';
}

/** Checks size and type before the upload (the gateway checks again by the file's bytes). */
export function ImagePicker({ testId, label, url, linkToken, onUploaded, shape = 'square' }: ImagePickerProps) {
  const { t, i18n } = useTranslation('access');
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | undefined) => {
    if (file === undefined) return;
    const invalid = validateImageFile(file);
    if (invalid !== undefined) {
      setError(formMessage(invalid, i18n.language));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onUploaded(await uploadImage(file, linkToken));
    } catch (failure) {
      setError(accessErrorText(failure, i18n.language));
    } finally {
      setBusy(false);
      if (input.current !== null) input.current.value = '';
    }
  };

  return (
    <div style={{ marginBottom: 16 }} data-testid={testId}>
      <Space align="center">
        <Avatar shape={shape} size={56} src={url ?? undefined} icon={<PictureOutlined />} alt="" data-testid={`${testId}-preview`} />
        <Button icon={<UploadOutlined aria-hidden />} loading={busy} onClick={() => input.current?.click()}>
          {label}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-label={label}
          data-testid={`${testId}-input`}
          style={{ display: 'none' }}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
      </Space>
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('image_rule')}
        </Typography.Text>
      </div>
      {error === null ? null : (
        <Typography.Text type="danger" role="alert" data-testid={`${testId}-error`}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
