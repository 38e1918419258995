import { Button } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { permissionAllows } from '@tenon/contracts';
import { usePermissions } from '@tenon/ui';
import { RESOURCES_NAMESPACE } from './resource-messages';
import { useRequiresResources } from './use-resources';

/** The master plan's way to its resources (spec 2.3): only for a company that requires resources, hidden for SA. */
export function ResourcesLink({ scheduleId, testId }: { scheduleId: string; testId: string }) {
  const { t } = useTranslation(RESOURCES_NAMESPACE);
  const navigate = useNavigate();
  const shown = useRequiresResources() && permissionAllows(usePermissions()['masterplan.resources'], 'V');
  if (!shown) return null;
  return (
    <Button icon={<ToolOutlined aria-hidden />} onClick={() => void navigate(`/gantt/${scheduleId}/resources`)} data-testid={testId}>
      {t('to_resources')}
    </Button>
  );
}
