import { Progress } from 'antd';
import { progressColor } from '@tenon/ui';

export const PROGRESS_STROKE = { red: '#e5484d', amber: '#f5a623', green: '#30a46c' } as const;

/** Spec 9: under 30 red, 30 to under 70 amber, 70 and up green. */
export function ProjectProgress({ percent, testId, width }: { percent: number | null; testId?: string; width?: number }) {
  if (percent === null) {
    return (
      <span data-testid={testId} style={{ display: 'inline-block', width: width ?? '100%' }}>
        <Progress percent={0} size="small" format={() => '–'} />
      </span>
    );
  }
  const color = progressColor(percent);
  return (
    <span data-testid={testId} data-progress-color={color} style={{ display: 'inline-block', width: width ?? '100%' }}>
      <Progress percent={Math.round(percent)} size="small" strokeColor={PROGRESS_STROKE[color]} />
    </span>
  );
}
