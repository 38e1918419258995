import type { ReactNode } from 'react';
import { Form } from 'antd';

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** The message to show, already gated by blur or submit. */
  hint?: string;
  /** A standing help text shown while there is no error (the password rule). */
  help?: string;
  required?: boolean;
  children: ReactNode;
}

/** A labelled field whose hint carries the test id `<id>-hint`. */
export function FormField({ id, label, hint, help, required, children }: FormFieldProps) {
  const helpNode =
    hint !== undefined ? (
      <span data-testid={`${id}-hint`} role="alert">
        {hint}
      </span>
    ) : help !== undefined ? (
      <span data-testid={`${id}-help`}>{help}</span>
    ) : undefined;
  return (
    <Form.Item label={label} htmlFor={id} required={required} validateStatus={hint === undefined ? undefined : 'error'} help={helpNode}>
      {children}
    </Form.Item>
  );
}
