import { Alert, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadingState, ModulePage, SelectScheduleState, useSelectedProject } from '@tenon/ui';
import { createSubcontract, createTag, deleteSubcontract, deleteTag, listSubcontracts, listTags, updateSubcontract, updateTag } from './settings-api';
import { SettingsNav } from './settings-nav';
import { ProjectGeneralTab, ProjectReportsTab } from './project-general-tab';
import { ProjectUsersTab } from './project-users-tab';
import { NamedItemsTab } from './named-items-tab';

/** Spec part 2, 2.7: general, users, cats (tags), subcontracts, reports of the selected project. */
export function ProjectSettingsPage({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('settings');
  const { project, isLoading } = useSelectedProject();
  const body = () => {
    if (isLoading) return <LoadingState />;
    if (project === null) return <SelectScheduleState needsProject />;
    const id = project.id;
    return (
      <Tabs
        key={id}
        destroyOnHidden
        items={[
          { key: 'general', label: <span data-testid="project-tab-general">{t('project.tabs.general')}</span>, children: <ProjectGeneralTab project={project} readOnly={readOnly} /> },
          { key: 'users', label: <span data-testid="project-tab-users">{t('project.tabs.users')}</span>, children: <ProjectUsersTab projectId={id} readOnly={readOnly} /> },
          {
            key: 'cats',
            label: <span data-testid="project-tab-cats">{t('project.tabs.cats')}</span>,
            children: (
              <NamedItemsTab
                testId="project-tags"
                queryKey={['tags', id]}
                list={() => listTags(id)}
                create={(item) => createTag(id, item)}
                update={(tagId, item) => updateTag(id, tagId, item)}
                remove={(tagId) => deleteTag(id, tagId)}
                nameField="tagName"
                nameLabel={t('tags.name')}
                newLabel={t('tags.new')}
                emptyLabel={t('tags.empty')}
                withColor
                readOnly={readOnly}
              />
            ),
          },
          {
            key: 'subcontracts',
            label: <span data-testid="project-tab-subcontracts">{t('project.tabs.subcontracts')}</span>,
            children: (
              <NamedItemsTab
                testId="project-subcontracts"
                queryKey={['subcontracts', id]}
                list={() => listSubcontracts(id)}
                create={(item) => createSubcontract(id, { name: item.name })}
                update={(subcontractId, item) => updateSubcontract(id, subcontractId, { name: item.name })}
                remove={(subcontractId) => deleteSubcontract(id, subcontractId)}
                nameField="subcontractName"
                nameLabel={t('subcontracts.name')}
                newLabel={t('subcontracts.new')}
                emptyLabel={t('subcontracts.empty')}
                readOnly={readOnly}
              />
            ),
          },
          { key: 'reports', label: <span data-testid="project-tab-reports">{t('project.tabs.reports')}</span>, children: <ProjectReportsTab project={project} readOnly={readOnly} /> },
        ]}
      />
    );
  };
  return (
    <ModulePage testId="settings-project-page" title={t('project.title')} subtitle={project?.name} extra={<SettingsNav />}>
      {readOnly ? <Alert type="info" showIcon message={t('read_only')} style={{ marginBottom: 16 }} data-testid="settings-read-only" /> : null}
      {body()}
    </ModulePage>
  );
}
