import { useRef, useState, type FormEvent } from 'react';
import { Button, Empty, Form, Input, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formMessage } from '../access-common/validation/form-messages';
import { validateScheduleName } from '../access-common/validation/access-forms';
import { onboardingSchedules } from '../access-common/access-api';
import { AccessFrame } from '../access-common/access-frame';
import { FormField } from '../access-common/form-field';
import { OnboardingGate } from './onboarding-gate';
import { OnboardingSteps } from './onboarding-steps';
import { SortableScheduleList, type ScheduleDraft } from './sortable-schedule-list';
import { useOnboardingStep } from './use-onboarding-step';

function SchedulesStepForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation('access');
  const navigate = useNavigate();
  const nextKey = useRef(0);
  const [drafts, setDrafts] = useState<ScheduleDraft[]>([]);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const nameError = validateScheduleName(name);
  const hint = touched && nameError !== undefined ? formMessage(nameError, i18n.language) : undefined;
  // Stages are kept in a list and created one by one, in this order, when the person continues (spec 2.9).
  const save = useOnboardingStep(
    token,
    'invite',
    () => onboardingSchedules(token, drafts.map((draft) => draft.name)),
    async () => navigate(`/invite/${token}`, { replace: true }),
  );
  const add = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameError !== undefined) return;
    nextKey.current += 1;
    setDrafts([...drafts, { key: `draft-${nextKey.current}`, name: name.trim() }]);
    setName('');
    setTouched(false);
  };
  return (
    <div>
      <form onSubmit={add} noValidate data-testid="schedule-add-form">
        <Form layout="vertical" component={false}>
          <FormField id="schedule-name" label={t('schedules.name')} hint={hint} required>
            <Space.Compact style={{ width: '100%' }}>
              <Input
                id="schedule-name"
                value={name}
                placeholder={t('schedules.placeholder')}
                onChange={(e) => setName(e.target.value)}
                onBlur={() => setTouched(true)}
                data-testid="schedule-name"
              />
              <Button htmlType="submit" icon={<PlusOutlined aria-hidden />} disabled={nameError !== undefined} data-testid="schedule-add">
                {t('schedules.add')}
              </Button>
            </Space.Compact>
          </FormField>
        </Form>
      </form>
      {drafts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('schedules.empty')} data-testid="schedule-list-empty" />
      ) : (
        <SortableScheduleList drafts={drafts} onChange={setDrafts} />
      )}
      <Button type="primary" block size="large" disabled={drafts.length === 0} loading={save.isPending} onClick={() => save.mutate()} data-testid="schedules-continue">
        {t('common.continue')}
      </Button>
    </div>
  );
}

export function SchedulesStepPage() {
  const { t } = useTranslation('access');
  return (
    <OnboardingGate step="schedules">
      {(state, token) => (
        <AccessFrame
          testId="onboarding-schedules"
          title={t('schedules.title')}
          subtitle={state.project === undefined ? t('schedules.subtitle_plain') : t('schedules.subtitle', { project: state.project.name })}
          width={560}
          header={<OnboardingSteps current="schedules" />}
        >
          <SchedulesStepForm token={token} />
        </AccessFrame>
      )}
    </OnboardingGate>
  );
}
