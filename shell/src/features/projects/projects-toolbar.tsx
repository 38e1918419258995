import { Button, Input, Segmented, Select, Space } from 'antd';
import { AppstoreOutlined, BarsOutlined, ColumnWidthOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type Company } from '@tenon/ui';
import { MAX_ZOOM, MIN_ZOOM, PROJECT_SORTS, type ProjectSort, type ProjectView } from './projects-home-rules';

export interface ProjectsToolbarProps {
  view: ProjectView;
  onView: (view: ProjectView) => void;
  text: string;
  onText: (text: string) => void;
  companyId: string | null;
  companies: Company[];
  onCompany: (companyId: string | null) => void;
  sort: ProjectSort;
  onSort: (sort: ProjectSort) => void;
  zoom: number;
  onZoom: (zoom: number) => void;
}

const ALL = '__all__';

export function ProjectsToolbar(props: ProjectsToolbarProps) {
  const { t } = useTranslation('home');
  return (
    <Space wrap size="middle" style={{ marginBottom: 16 }} data-testid="projects-toolbar">
      <Segmented<ProjectView>
        aria-label={t('view')}
        value={props.view}
        onChange={props.onView}
        data-testid="projects-view"
        options={[
          { value: 'timeline', label: t('views.timeline'), icon: <ColumnWidthOutlined aria-hidden /> },
          { value: 'stages', label: t('views.stages'), icon: <BarsOutlined aria-hidden /> },
          { value: 'cards', label: t('views.cards'), icon: <AppstoreOutlined aria-hidden /> },
        ]}
      />
      <Input.Search allowClear aria-label={t('filter')} placeholder={t('filter')} value={props.text} onChange={(e) => props.onText(e.target.value)} style={{ width: 240 }} data-testid="projects-filter" />
      <Select
        aria-label={t('company')}
        style={{ width: 220 }}
        value={props.companyId ?? ALL}
        onChange={(value: string) => props.onCompany(value === ALL ? null : value)}
        options={[{ value: ALL, label: t('all_companies') }, ...props.companies.map((company) => ({ value: company.id, label: company.name }))]}
        data-testid="projects-company-filter"
      />
      <Space size={4}>
        <span>{t('sort')}</span>
        <Select<ProjectSort>
          aria-label={t('sort')}
          style={{ width: 160 }}
          value={props.sort}
          onChange={props.onSort}
          options={PROJECT_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
          data-testid="projects-sort"
        />
      </Space>
      {props.view === 'timeline' ? (
        <Space size={4} aria-label={t('zoom')}>
          <Button icon={<ZoomOutOutlined aria-hidden />} aria-label={t('zoom_out')} disabled={props.zoom <= MIN_ZOOM} onClick={() => props.onZoom(props.zoom - 1)} data-testid="projects-zoom-out" />
          <span data-testid="projects-zoom-level" style={{ minWidth: 24, textAlign: 'center', display: 'inline-block' }}>
            {props.zoom}
          </span>
          <Button icon={<ZoomInOutlined aria-hidden />} aria-label={t('zoom_in')} disabled={props.zoom >= MAX_ZOOM} onClick={() => props.onZoom(props.zoom + 1)} data-testid="projects-zoom-in" />
        </Space>
      ) : null}
    </Space>
  );
}
