import { InputNumber } from 'antd';

/** A percentage typed in a week's table (committed or realized), with the reason it is refused beneath it. */
export function PercentCell({ value, problem, onChange, testId, errorTestId, label }: { value: number | null; problem: string | null; onChange: (value: number | null) => void; testId: string; errorTestId?: string; label: string }) {
  return (
    <div>
      <InputNumber min={0} max={100} addonAfter="%" value={value} status={problem === null ? undefined : 'error'} onChange={onChange} data-testid={testId} aria-label={label} />
      {problem === null ? null : (
        <div style={{ color: '#cf1322', fontSize: 12 }} data-testid={errorTestId}>
          {problem}
        </div>
      )}
    </div>
  );
}
