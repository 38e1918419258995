import { memo, useEffect, useState, type ComponentType } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RemoteModuleKey } from '@tenon/ui';
import { loadModuleComponent } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { FullScreenLoader } from '../layout/full-screen-loader';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Module: ComponentType }
  | { status: 'failed' };

function ModuleLoadFailed({ module, onRetry }: { module: RemoteModuleKey; onRetry: () => void }) {
  const { t } = useTranslation();
  const name = t(`menu.${module}`);
  return (
    <div data-testid={`remote-error-${module}`} role="alert">
      <Result
        status="warning"
        title={t('remote.failed_title', { module: name })}
        subTitle={t('remote.failed')}
        extra={
          <Button type="primary" onClick={onRetry} data-testid="remote-retry">
            {t('remote.retry')}
          </Button>
        }
      />
    </div>
  );
}

/**
 * Loads one module remote at run time and renders it inside an error boundary with retry. Memoised: the host
 * re-renders as the projects and permissions it checks are read again, and the module's page need not with it.
 */
export const RemoteModule = memo(function RemoteModule({ module }: { module: RemoteModuleKey }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadModuleComponent(module).then(
      (Module) => {
        if (current) setState({ status: 'ready', Module });
      },
      (error: unknown) => {
        console.error(`${module} remote failed to load`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [module, attempt]);

  const retry = () => setAttempt((previous) => previous + 1);

  switch (state.status) {
    case 'loading':
      return <FullScreenLoader label={t('remote.loading', { module: t(`menu.${module}`) })} />;
    case 'failed':
      return <ModuleLoadFailed module={module} onRetry={retry} />;
    case 'ready':
      return (
        <RemoteErrorBoundary
          key={attempt}
          onRetry={retry}
          fallback={(retryRender) => <ModuleLoadFailed module={module} onRetry={retryRender} />}
        >
          <div data-testid={`remote-${module}`}>
            <state.Module />
          </div>
        </RemoteErrorBoundary>
      );
    default: {
      const unknownState: never = state;
      throw new Error(`unknown load state ${String(unknownState)}`);
    }
  }
});
