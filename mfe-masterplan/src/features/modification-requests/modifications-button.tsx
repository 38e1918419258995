import { memo } from 'react';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { MODIFICATIONS_NAMESPACE } from './modification-messages';

/** The toolbar's way to the change requests, with the count still waiting. */
export const ModificationsButton = memo(function ModificationsButton({ count, onClick }: { count: number; onClick: () => void }) {
  const { t } = useTranslation(MODIFICATIONS_NAMESPACE);
  return (
    <Badge count={count} size="small" data-testid="gantt-requests-count">
      <Button onClick={onClick} data-testid="gantt-requests">
        {t('requests')}
      </Button>
    </Badge>
  );
});
