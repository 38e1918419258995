import { Input, type InputProps } from 'antd';

interface DateInputProps extends Omit<InputProps, 'type' | 'value' | 'onChange'> {
  'data-testid': string;
  value: string | null;
  onChange: (day: string | null) => void;
}

/** A date field of the filters: a cleared field is no date (null), as the figures' filters take it. */
export function DateInput({ value, onChange, ...input }: DateInputProps) {
  return <Input type="date" {...input} value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)} />;
}
