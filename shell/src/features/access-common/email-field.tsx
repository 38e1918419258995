import type { ReactNode } from 'react';
import { Input } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { FormField } from './form-field';

export interface EmailFieldProps {
  /** The field's id and test id. */
  id: string;
  label: ReactNode;
  hint?: string;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The e-mail a page of the access flow asks for first: focused, and filled in by the browser. */
export function EmailField({ id, label, hint, required, value, onChange, onBlur }: EmailFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} required={required}>
      <Input
        id={id}
        type="email"
        autoComplete="email"
        autoFocus
        prefix={<MailOutlined aria-hidden />}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        data-testid={id}
      />
    </FormField>
  );
}
