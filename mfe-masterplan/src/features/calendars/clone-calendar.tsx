import { useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CloneCalendarReply, ScheduleScope } from '@tenon/contracts/types';
import { ApiError, useProjectsQuery } from '@tenon/ui';
import { cloneCalendar } from './calendars.api';
import { CALENDARS_NAMESPACE } from './calendar-messages';
import { calendarErrorTexts, type CalendarErrorText } from './calendar-form-rules';
import { ErrorTexts } from './error-texts';

interface CloneCalendarProps {
  place: ScheduleScope;
  calendar: { id: string; name: string };
  onCloned: (reply: CloneCalendarReply) => void;
  onClose: () => void;
}

/** A copy of the calendar into every schedule of the projects chosen (spec 2.5: id, name and project ids). */
export function CloneCalendar({ place, calendar, onCloned, onClose }: CloneCalendarProps) {
  const { t } = useTranslation(CALENDARS_NAMESPACE);
  const projects = useProjectsQuery();
  const [name, setName] = useState(t('clone_name', { name: calendar.name }));
  const [projectIds, setProjectIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<CalendarErrorText[]>([]);
  const [busy, setBusy] = useState(false);

  const clone = async () => {
    setBusy(true);
    try {
      onCloned(await cloneCalendar(place, calendar.id, name, projectIds));
    } catch (error) {
      setErrors(error instanceof ApiError ? calendarErrorTexts(error) : [{ key: 'error_plain', text: String(error) }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={t('clone_title', { name: calendar.name })} onCancel={onClose} okText={t('clone')} cancelText={t('cancel')} okButtonProps={{ loading: busy, id: 'clone-ok' }} onOk={() => void clone()} data-testid="clone-calendar">
      <Form layout="vertical">
        <Form.Item label={t('name')} required>
          <Input value={name} maxLength={80} onChange={(e) => setName(e.target.value)} data-testid="clone-name" />
        </Form.Item>
        <Form.Item label={t('clone_projects')} extra={t('clone_projects_hint')} required>
          <Select
            mode="multiple"
            optionFilterProp="label"
            loading={projects.isLoading}
            value={projectIds}
            onChange={setProjectIds}
            options={(projects.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            data-testid="clone-projects"
          />
        </Form.Item>
      </Form>
      {errors.length > 0 ? <Alert type="error" showIcon message={<ErrorTexts errors={errors} />} /> : null}
    </Modal>
  );
}
