import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@tenon/ui';

export type ErrorScreenKind =
  | 'invalid-link'
  | 'not-found'
  | 'no-organization-access'
  | 'no-schedule-access'
  | 'no-module-access'
  | 'no-settings-access';

interface ScreenText {
  title: string;
  body: string;
  status: '403' | '404' | 'warning';
}

function screenText(kind: ErrorScreenKind): ScreenText {
  switch (kind) {
    case 'invalid-link':
      return { title: 'errors.invalid_link_title', body: 'errors.invalid_link', status: 'warning' };
    case 'not-found':
      return { title: 'errors.not_found_title', body: 'errors.not_found', status: '404' };
    case 'no-organization-access':
      return { title: 'errors.no_organization_title', body: 'errors.no_organization', status: '403' };
    case 'no-schedule-access':
      return { title: 'errors.no_schedule_title', body: 'errors.no_schedule', status: '403' };
    case 'no-module-access':
      return { title: 'errors.no_module_title', body: 'errors.no_module', status: '403' };
    case 'no-settings-access':
      return { title: 'errors.no_settings_title', body: 'errors.no_settings', status: '403' };
    default: {
      const unknownKind: never = kind;
      throw new Error(`unknown error screen ${String(unknownKind)}`);
    }
  }
}

interface ScreenAction {
  label: string;
  path: string;
}

/** Spec 2.3: the organization screen leads to /selectCompany, access screens to /projects, the rest by sign-in state. */
function useScreenAction(kind: ErrorScreenKind): ScreenAction {
  const { companySession } = useSession();
  if (kind === 'no-organization-access') return { label: 'errors.to_select_company', path: '/selectCompany' };
  if (kind === 'no-schedule-access' || kind === 'no-module-access' || kind === 'no-settings-access') {
    return { label: 'errors.to_projects', path: '/projects' };
  }
  return companySession === null
    ? { label: 'errors.to_login', path: '/login' }
    : { label: 'errors.to_projects', path: '/projects' };
}

export function ErrorScreen({ kind }: { kind: ErrorScreenKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = screenText(kind);
  const action = useScreenAction(kind);
  return (
    <section data-testid={`error-screen-${kind}`} style={{ padding: 48 }}>
      <Result
        status={text.status}
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{t(text.title)}</h1>}
        subTitle={t(text.body)}
        extra={
          <Button type="primary" onClick={() => void navigate(action.path)} data-testid="error-screen-action">
            {t(action.label)}
          </Button>
        }
      />
    </section>
  );
}
