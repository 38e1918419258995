import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tenon/ui';

export type LinkProblem = 'expired' | 'invalid' | 'closed';

/** docs/api-access.md: 410 TOKEN_EXPIRED (used: details.closed), 404 TOKEN_INVALID. */
export function linkProblem(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'TOKEN_EXPIRED' || error.status === 410) {
    const details = error.details;
    const closed = typeof details === 'object' && details !== null && 'closed' in details && details.closed === true;
    return closed ? 'closed' : 'expired';
  }
  if (error.code === 'TOKEN_INVALID' || error.status === 404) return 'invalid';
  return null;
}

export interface LinkScreenProps {
  problem: 'expired' | 'invalid';
  actionLabel: string;
  actionPath: string;
}

/** Expired or invalid link inside an access card, with one way forward. */
export function LinkProblemScreen({ problem, actionLabel, actionPath }: LinkScreenProps) {
  const { t } = useTranslation('access');
  const navigate = useNavigate();
  return (
    <section data-testid={problem === 'expired' ? 'link-expired' : 'link-invalid'}>
      <Result
        status="warning"
        title={<h1 style={{ fontSize: 22, margin: 0 }}>{t(problem === 'expired' ? 'link.expired_title' : 'link.invalid_title')}</h1>}
        subTitle={t(problem === 'expired' ? 'link.expired' : 'link.invalid')}
        extra={
          <Button type="primary" onClick={() => void navigate(actionPath)} data-testid="link-problem-action">
            {actionLabel}
          </Button>
        }
      />
    </section>
  );
}
