import { Button, Input, Select, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { INVITABLE_ROLES } from '../access-common/access-types';
import { INVITE_ROWS_MAX, type InviteRowValues } from '../access-common/validation/access-forms';

export interface InviteRowsProps {
  rows: InviteRowValues[];
  onChange: (rows: InviteRowValues[]) => void;
  invalidRows: number[];
  /** The form message, already gated by blur. */
  message?: string;
  onBlur: () => void;
}

/** Up to 5 rows of e-mail plus role (spec 2.9). */
export function InviteRows({ rows, onChange, invalidRows, message, onBlur }: InviteRowsProps) {
  const { t } = useTranslation('access');
  const set = (index: number, row: Partial<InviteRowValues>) => onChange(rows.map((current, i) => (i === index ? { ...current, ...row } : current)));
  return (
    <div data-testid="invite-rows">
      {rows.map((row, index) => {
        const invalid = message !== undefined && invalidRows.includes(index);
        return (
          <div key={index} style={{ display: 'grid', gridTemplateColumns: '1fr 180px', gap: 8, marginBottom: 8 }}>
            <Input
              type="email"
              aria-label={`${t('common.email')} ${index + 1}`}
              placeholder={t('invite.email_placeholder')}
              status={invalid ? 'error' : undefined}
              value={row.email}
              onChange={(e) => set(index, { email: e.target.value })}
              onBlur={onBlur}
              data-testid={`invite-email-${index}`}
            />
            <Select
              aria-label={`${t('invite.role')} ${index + 1}`}
              placeholder={t('invite.role')}
              status={invalid ? 'error' : undefined}
              allowClear
              value={row.role === '' ? undefined : row.role}
              onChange={(value: string | undefined) => set(index, { role: value ?? '' })}
              onBlur={onBlur}
              options={INVITABLE_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
              data-testid={`invite-role-${index}`}
            />
          </div>
        );
      })}
      {rows.length < INVITE_ROWS_MAX ? (
        <Button type="dashed" block icon={<PlusOutlined aria-hidden />} onClick={() => onChange([...rows, { email: '', role: '' }])} data-testid="invite-add-row">
          {t('invite.add_row')}
        </Button>
      ) : null}
      {message === undefined ? null : (
        <Typography.Paragraph type="danger" role="alert" data-testid="invite-rows-hint" style={{ marginTop: 8 }}>
          {message}
        </Typography.Paragraph>
      )}
    </div>
  );
}
