import { useState } from 'react';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Project } from '@tenon/ui';
import { projectBody, validateProjectForm, type ProjectFormValues } from '../access-common/validation/access-forms';
import { weightingBases, type ProjectStage, type WeightingBasisCode } from '@tenon/contracts/types';
import { updateProject } from './settings-api';
import { ProjectFields } from '../onboarding/project-fields';
import { useFormHints } from '../access-common/use-form-hints';
import { ImagePicker } from '../access-common/image-picker';
import { useSettingsSave } from './use-settings-save';

const STAGES = ['started', 'inoperation', 'suspended', 'stopped', 'finished', 'archived'] as const satisfies readonly ProjectStage[];

function formValues(project: Project): ProjectFormValues {
  return {
    name: project.name,
    type: project.type,
    country: project.country,
    currency: project.currency,
    budget: String(project.budget ?? ''),
    sizetype: project.sizetype,
    size: String(project.size ?? ''),
  };
}

export function ProjectGeneralTab({ project, readOnly }: { project: Project; readOnly: boolean }) {
  const { t } = useTranslation('settings');
  const [values, setValues] = useState(formValues(project));
  const [stage, setStage] = useState<ProjectStage>(project.stage);
  const [address, setAddress] = useState((project as Project & { address?: string }).address ?? '');
  const [logo, setLogo] = useState<{ id: string | null; url: string | null }>({ id: null, url: project.image });
  const form = useFormHints(validateProjectForm(values));
  const save = useSettingsSave(() => updateProject(project.id, { ...projectBody(values), stage, address, ...(logo.id === null ? {} : { image: logo.id }) }), [['projects']]);
  return (
    <div style={{ maxWidth: 620 }} data-testid="project-general-tab">
      {readOnly ? null : <ImagePicker testId="project-settings-logo" label={t('access:onboarding.logo')} url={logo.url} onUploaded={setLogo} />}
      <ProjectFields idPrefix="project-settings" values={values} onChange={setValues} hint={form.hint} onBlur={form.blur} disabled={readOnly} />
      <Form layout="vertical" component={false}>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
          <Form.Item label={t('project.stage')} htmlFor="project-settings-stage">
            <Select id="project-settings-stage" aria-label={t('project.stage')} disabled={readOnly} value={stage} onChange={(value: ProjectStage) => setStage(value)} options={STAGES.map((value) => ({ value, label: t(`shell:projects.stages.${value}`) }))} data-testid="project-settings-stage" />
          </Form.Item>
          <Form.Item label={t('project.address')} htmlFor="project-settings-address">
            <Input id="project-settings-address" disabled={readOnly} value={address} onChange={(e) => setAddress(e.target.value)} />
          </Form.Item>
        </div>
      </Form>
      {readOnly ? null : (
        <Button type="primary" disabled={!form.valid} loading={save.isPending} onClick={() => save.mutate()} data-testid="project-settings-save">
          {t('save')}
        </Button>
      )}
    </div>
  );
}

export function ProjectReportsTab({ project, readOnly }: { project: Project; readOnly: boolean }) {
  const { t } = useTranslation('settings');
  const weekdays = t('weekdays', { returnObjects: true }) as string[];
  const [day, setDay] = useState(project.planificationDay);
  const [hours, setHours] = useState((project as Project & { hoursPerDay?: number }).hoursPerDay ?? 8);
  const [basis, setBasis] = useState<WeightingBasisCode>(project.activityCriterion ?? 'duration');
  const save = useSettingsSave(() => updateProject(project.id, { planificationDay: day, hoursPerDay: hours, activityCriterion: basis }), [['projects']]);
  return (
    <div style={{ maxWidth: 420 }} data-testid="project-reports-tab">
      <Form layout="vertical" component={false}>
        <Form.Item label={t('project.planification_day')} htmlFor="project-settings-day" extra={t('project.reports_hint')}>
          <Select id="project-settings-day" aria-label={t('project.planification_day')} disabled={readOnly} value={day} onChange={(value: number) => setDay(value)} options={weekdays.map((label, value) => ({ value, label }))} data-testid="project-settings-day" />
        </Form.Item>
        <Form.Item label={t('project.hours_per_day')} htmlFor="project-settings-hours">
          <InputNumber id="project-settings-hours" disabled={readOnly} min={1} max={24} value={hours} onChange={(value) => setHours(value ?? 8)} />
        </Form.Item>
        <Form.Item label={t('project.weighting_basis')} htmlFor="project-settings-weighting" extra={t('project.weighting_hint')}>
          <Select
            id="project-settings-weighting"
            aria-label={t('project.weighting_basis')}
            disabled={readOnly}
            value={basis}
            onChange={(value: WeightingBasisCode) => setBasis(value)}
            options={weightingBases.map((value) => ({ value, label: t(`project.weighting_${value}`) }))}
            data-testid="project-settings-weighting"
          />
        </Form.Item>
        {readOnly ? null : (
          <Button type="primary" loading={save.isPending} onClick={() => save.mutate()} data-testid="project-reports-save">
            {t('save')}
          </Button>
        )}
      </Form>
    </div>
  );
}
