import type { ScheduleScope } from '@tenon/contracts/types';
import { useEffect, useState } from 'react';
import { Checkbox, Col, Form, Input, Modal, Row, Select, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { activityPriorities, constraintTypes, type PlanActivity } from '@tenon/contracts';
import { submittalDates } from '@tenon/lean';
import { personName, toIsoDate } from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../../i18n/masterplan-messages';
import { createSubcontract, createTag, fetchActivityOptions, type ActivityOptions } from './activity-options.api';
import { withCreateOption } from './create-option-footer';
import { activityPatch, DATED_CONSTRAINTS, formValuesOf, submittalOfValues, type ActivityFormValues, type ActivityPatch, type FormErrors } from './activity-form-rules';
import { ProgressHistoryButton } from '../../progress/progress-history';

export interface ActivityFormProps {
  projectId: string;
  activity: PlanActivity;
  scheduled: { start: string; finish: string };
  minutesPerDay: number;
  calendars: ReadonlyArray<{ id: string; name: string }>;
  readOnly: boolean;
  /** A subcontractor's activity stays in its subcontract: the service refuses a move out of it. */
  subcontractLocked?: boolean;
  /** Actual dates cannot be after it. */
  dataDate?: string | null;
  /** Where the activity's progress history is read from. */
  place?: ScheduleScope;
  onSave: (patch: ActivityPatch) => void;
  onClose: () => void;
}

/** Every field of an activity a planner sets, in one form (spec part 2, 2.4: double-click a task). */
export function ActivityForm({ projectId, activity, scheduled, minutesPerDay, calendars, readOnly, subcontractLocked = false, dataDate = null, place, onSave, onClose }: ActivityFormProps) {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  const [values, setValues] = useState<ActivityFormValues>(() => formValuesOf(activity, scheduled, minutesPerDay));
  const [errors, setErrors] = useState<FormErrors>({});
  const optionsKey = ['activity-options', projectId];
  const options = useQuery({ queryKey: optionsKey, queryFn: () => fetchActivityOptions(projectId), staleTime: 60_000 });
  const queries = useQueryClient();
  /** A subcontract or tag made here joins the lists at once, and is picked. */
  const added = async (change: (current: ActivityOptions) => ActivityOptions) => {
    // A first read still on its way began before the new one existed: it is dropped, or it would answer without it.
    await queries.cancelQueries({ queryKey: optionsKey });
    queries.setQueryData<ActivityOptions>(optionsKey, (current) => (current === undefined ? current : change(current)));
    void queries.invalidateQueries({ queryKey: optionsKey });
  };
  const addSubcontract = async (name: string) => {
    const subcontract = await createSubcontract(projectId, name);
    await added((current) => ({ ...current, subcontracts: [...current.subcontracts, subcontract] }));
    set('subcontractId', subcontract.id);
  };
  const addTag = async (name: string) => {
    const tag = await createTag(projectId, name);
    await added((current) => ({ ...current, tags: [...current.tags, tag] }));
    setValues((current) => ({ ...current, tags: [...current.tags, tag.id] }));
  };
  useEffect(() => setValues(formValuesOf(activity, scheduled, minutesPerDay)), [activity.id]);

  const set = <K extends keyof ActivityFormValues>(key: K, value: ActivityFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const submit = () => {
    const result = activityPatch(values, activity, scheduled, minutesPerDay, dataDate);
    if ('errors' in result) return setErrors(result.errors);
    onSave(result.patch);
  };
  const field = (key: keyof ActivityFormValues) => ({
    validateStatus: errors[key] === undefined ? undefined : ('error' as const),
    help: errors[key] === undefined ? undefined : <span data-testid={`activity-form-error-${key}`}>{t(errors[key])}</span>,
  });
  const summary = activity.kind === 'summary';
  const dated = DATED_CONSTRAINTS.includes(values.constraintType);

  return (
    <Modal
      open
      width={720}
      title={t('activity_form_title', { id: activity.correlativeId })}
      okText={t('apply')}
      cancelText={t('cancel')}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: readOnly, id: 'activity-form-ok' }}
      destroyOnHidden
      className="activity-form"
    >
      <Form layout="vertical" disabled={readOnly} onFinish={submit} data-testid="activity-form-body">
        <Row gutter={12}>
          <Col span={16}>
            <Form.Item label={t('col_name')} {...field('name')}>
              <Input autoFocus value={values.name} maxLength={250} onChange={(e) => set('name', e.target.value)} onPressEnter={submit} data-testid="activity-form-name" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={t('form_duration')} {...field('durationDays')}>
              <Input
                value={values.milestone || summary ? '0' : values.durationDays}
                disabled={values.milestone || summary || readOnly}
                suffix={t('days_suffix')}
                onChange={(e) => set('durationDays', e.target.value)}
                onPressEnter={submit}
                data-testid="activity-form-duration"
              />
            </Form.Item>
          </Col>
        </Row>
        {summary ? null : (
          <Form.Item>
            <Checkbox checked={values.milestone} onChange={(e) => set('milestone', e.target.checked)} data-testid="activity-form-milestone">
              {t('milestone')}
            </Checkbox>
          </Form.Item>
        )}
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item label={t('constraint')}>
              <Select
                value={values.constraintType}
                onChange={(value) => set('constraintType', value)}
                options={constraintTypes.map((type) => ({ value: type, label: t(`constraint_${type}`) }))}
                data-testid="activity-form-constraint"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={t('constraint_date')} {...field('constraintDay')}>
              <Input type="date" value={dated ? values.constraintDay : ''} disabled={!dated || readOnly} onChange={(e) => set('constraintDay', e.target.value)} data-testid="activity-form-constraint-date" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={t('calendar')}>
              <Select
                value={values.calendarId ?? ''}
                onChange={(value) => set('calendarId', value === '' ? null : value)}
                options={[{ value: '', label: t('calendar_default') }, ...calendars.map((c) => ({ value: c.id, label: c.name }))]}
                data-testid="activity-form-calendar"
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item label={t('form_progress')} {...field('progress')} extra={summary ? t('form_progress_rolled_up') : undefined}>
              <Input value={values.progress} suffix="%" disabled={summary || readOnly} onChange={(e) => set('progress', e.target.value)} onPressEnter={submit} data-testid="activity-form-progress" />
            </Form.Item>
          </Col>
          {summary ? null : (
            <>
              <Col span={8}>
                <Form.Item label={t('form_actual_start')} {...field('actualStart')}>
                  <Input type="datetime-local" value={values.actualStart} onChange={(e) => set('actualStart', e.target.value)} data-testid="activity-form-actual-start" />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item label={t('form_actual_finish')} {...field('actualFinish')}>
                  <Input type="datetime-local" value={values.actualFinish} onChange={(e) => set('actualFinish', e.target.value)} data-testid="activity-form-actual-finish" />
                </Form.Item>
              </Col>
            </>
          )}
        </Row>
        {summary ? null : (
          <Row gutter={12}>
            <Col span={8}>
              <Form.Item label={t('form_cost')} {...field('cost')}>
                <Input value={values.cost} inputMode="decimal" disabled={readOnly} onChange={(e) => set('cost', e.target.value)} onPressEnter={submit} data-testid="activity-form-cost" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label={t('form_hh')} {...field('hhWorkTime')}>
                <Input value={values.hhWorkTime} inputMode="decimal" suffix="h" disabled={readOnly} onChange={(e) => set('hhWorkTime', e.target.value)} onPressEnter={submit} data-testid="activity-form-hh" />
              </Form.Item>
            </Col>
          </Row>
        )}
        {summary ? null : (
          <>
            <Form.Item style={{ marginBottom: values.hasSubmittal ? 8 : undefined }}>
              <Checkbox checked={values.hasSubmittal} onChange={(e) => set('hasSubmittal', e.target.checked)} data-testid="activity-form-submittal">
                {t('form_submittal')}
              </Checkbox>
            </Form.Item>
            {values.hasSubmittal ? (
              <>
                <Row gutter={12}>
                  {(['leadTimeDays', 'designReviewDays', 'internalReviewDays'] as const).map((key) => (
                    <Col span={6} key={key}>
                      <Form.Item label={t(`form_${key}`)} {...field(key)}>
                        <Input value={values[key]} inputMode="numeric" suffix={t('days_suffix')} onChange={(e) => set(key, e.target.value)} onPressEnter={submit} data-testid={`activity-form-${key}`} />
                      </Form.Item>
                    </Col>
                  ))}
                  <Col span={6}>
                    <Form.Item label={t('form_requiredOnSite')} {...field('requiredOnSite')}>
                      <Input type="date" value={values.requiredOnSite} onChange={(e) => set('requiredOnSite', e.target.value)} data-testid="activity-form-requiredOnSite" />
                    </Form.Item>
                  </Col>
                </Row>
                <SubmittalDatesLine values={values} start={scheduled.start} />
              </>
            ) : null}
          </>
        )}
        <Row gutter={12} align="middle">
          <Col span={12}>
            <Form.Item label={t('form_weight')} {...field('ponderator')}>
              <Space.Compact style={{ width: '100%' }}>
                <Checkbox checked={values.hasCustomPonderator} onChange={(e) => set('hasCustomPonderator', e.target.checked)} style={{ alignSelf: 'center', marginRight: 8 }} data-testid="activity-form-custom-weight">
                  {t('form_custom_weight')}
                </Checkbox>
                <Input style={{ maxWidth: 120 }} value={values.ponderator} suffix="%" disabled={!values.hasCustomPonderator || readOnly} onChange={(e) => set('ponderator', e.target.value)} data-testid="activity-form-weight" />
              </Space.Compact>
            </Form.Item>
          </Col>
          <Col span={8}>{place === undefined ? null : <ProgressHistoryButton place={place} activityId={activity.id} />}</Col>
        </Row>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item label={t('priority')}>
              <Select value={values.priority} onChange={(value) => set('priority', value)} options={activityPriorities.map((p) => ({ value: p, label: t(`priority_${p}`) }))} data-testid="activity-form-priority" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={t('subcontract')}>
              <Select
                allowClear
                disabled={readOnly || subcontractLocked}
                loading={options.isLoading}
                value={values.subcontractId ?? undefined}
                onChange={(value) => set('subcontractId', value ?? null)}
                options={(options.data?.subcontracts ?? []).map((s) => ({ value: s.id, label: s.name }))}
                placeholder={t('none')}
                popupRender={withCreateOption({ placeholder: t('new_subcontract'), addLabel: t('add'), onCreate: addSubcontract, failedMessage: t('create_option_failed'), testId: 'activity-form-new-subcontract' })}
                data-testid="activity-form-subcontract"
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item label={t('tags')}>
              <Select
                mode="multiple"
                loading={options.isLoading}
                value={values.tags}
                onChange={(value) => set('tags', value)}
                options={(options.data?.tags ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
                popupRender={withCreateOption({ placeholder: t('new_tag'), addLabel: t('add'), onCreate: addTag, failedMessage: t('create_option_failed'), testId: 'activity-form-new-tag' })}
                data-testid="activity-form-tags"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('responsibles')}>
              <Select
                mode="multiple"
                loading={options.isLoading}
                value={values.responsibleIds}
                onChange={(value) => set('responsibleIds', value)}
                options={(options.data?.members ?? []).map((m) => ({ value: m.userId, label: personName(m, m.userId) }))}
                optionFilterProp="label"
                data-testid="activity-form-responsibles"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('description')} {...field('description')}>
          <Input.TextArea rows={3} maxLength={5000} value={values.description} onChange={(e) => set('description', e.target.value)} data-testid="activity-form-description" />
        </Form.Item>
        {options.isError ? <span className="ant-form-item-explain-error">{t('options_failed')}</span> : null}
      </Form>
    </Modal>
  );
}

/** The submittal's planned days as the form stands, or nothing while a field is not a number yet. */
function SubmittalDatesLine({ values, start }: { values: ActivityFormValues; start: string }) {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  const errors: FormErrors = {};
  const submittal = submittalOfValues(values, errors);
  if (submittal === null || Object.keys(errors).length > 0) return null;
  const dates = submittalDates(submittal, start, toIsoDate(new Date()));
  const late = dates.daysToSubmit < 0;
  return (
    <Typography.Paragraph type={late ? 'danger' : 'secondary'} style={{ marginTop: -4 }} data-testid="activity-form-submittal-dates">
      {t(late ? 'submittal_late' : 'submittal_dates', { submit: dates.submitBy, approval: dates.approvalBy, days: -dates.daysToSubmit })}
    </Typography.Paragraph>
  );
}
