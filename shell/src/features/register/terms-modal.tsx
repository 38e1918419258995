import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function TermsModal({ open, onClose, onAccept }: { open: boolean; onClose: () => void; onAccept: () => void }) {
  const { t } = useTranslation('access');
  const paragraphs = t('terms.body', { returnObjects: true }) as string[];
  return (
    <Modal
      open={open}
      title={t('terms.title')}
      onCancel={onClose}
      onOk={onAccept}
      okText={t('terms.accept')}
      cancelText={t('terms.close')}
      okButtonProps={{ 'data-testid': 'terms-accept' }}
      width={640}
    >
      <div data-testid="terms-modal" style={{ maxHeight: 360, overflowY: 'auto' }}>
        {paragraphs.map((paragraph) => (
          <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
        ))}
      </div>
    </Modal>
  );
}
