import { Avatar, Button, Tooltip, Typography } from 'antd';
import { ProjectOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { defaultDateFormat, formatDate, progressColor } from '@tenon/ui';
import type { ProjectSummary } from '../access-common/access-types';
import { timelineBar, timelineRange, timelineScale, timelineTicks, timelineWidth } from './projects-home-rules';
import { PROGRESS_STROKE } from './project-progress';

const NAME_COLUMN = 280;
const ROW_HEIGHT = 48;

function tickLabel(time: number, unit: string, language: string): string {
  const date = new Date(time);
  switch (unit) {
    case 'year':
      return String(date.getUTCFullYear());
    case 'quarter':
      return `Q${Math.floor(date.getUTCMonth() / 3) + 1} ${date.getUTCFullYear()}`;
    case 'month':
      return date.toLocaleDateString(language, { month: 'short', year: '2-digit', timeZone: 'UTC' });
    default:
      return date.toLocaleDateString(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  }
}

/** One bar per project from its start to its finish, on a time axis scaled by the zoom level. */
export function ProjectsTimeline({ projects, zoom, onOpen }: { projects: ProjectSummary[]; zoom: number; onOpen: (project: ProjectSummary) => void }) {
  const { t, i18n } = useTranslation();
  const range = timelineRange(projects);
  const { unit } = timelineScale(zoom);
  const width = range === null ? 0 : timelineWidth(range, zoom);
  const ticks = range === null ? [] : timelineTicks(range, zoom);
  const dateFormat = defaultDateFormat(i18n.language);
  return (
    <div data-testid="projects-table" data-zoom={zoom} style={{ border: '1px solid #e6e9ef', borderRadius: 8, background: '#fff', display: 'flex', overflow: 'hidden' }}>
      <div style={{ width: NAME_COLUMN, flex: 'none', borderRight: '1px solid #e6e9ef' }}>
        <div style={{ height: 32, borderBottom: '1px solid #e6e9ef', padding: '6px 12px', fontWeight: 500 }}>{t('projects.name')}</div>
        {projects.map((project) => (
          <div key={project.id} style={{ height: ROW_HEIGHT, display: 'flex', alignItems: 'center', gap: 8, padding: '0 12px', borderBottom: '1px solid #f0f0f0' }}>
            <Avatar shape="square" size="small" src={project.image ?? undefined} icon={<ProjectOutlined />} alt="" />
            <Typography.Text ellipsis style={{ flex: 1 }} data-testid={`project-row-${project.id}`}>
              {project.name}
            </Typography.Text>
            <Button size="small" onClick={() => onOpen(project)} data-testid={`project-open-${project.id}`} aria-label={`${t('projects.open')} ${project.name}`}>
              {t('projects.open')}
            </Button>
          </div>
        ))}
      </div>
      <div style={{ flex: 1, overflowX: 'auto' }} data-testid="projects-timeline">
        <div style={{ width: Math.max(width, 200), minWidth: '100%', position: 'relative' }}>
          <div style={{ height: 32, borderBottom: '1px solid #e6e9ef', position: 'relative' }}>
            {ticks.map((tick) => (
              <span key={tick.time} data-testid="timeline-tick" style={{ position: 'absolute', left: tick.left, top: 0, bottom: 0, borderLeft: '1px solid #e6e9ef', padding: '6px 4px', fontSize: 12, color: 'rgba(0,0,0,0.55)', whiteSpace: 'nowrap' }}>
                {tickLabel(tick.time, unit, i18n.language)}
              </span>
            ))}
          </div>
          {projects.map((project) => {
            const bar = range === null ? null : timelineBar(project, range, zoom);
            const color = project.progress === null ? '#8c95a6' : PROGRESS_STROKE[progressColor(project.progress)];
            const progressText = project.progress === null ? '–' : `${Math.round(project.progress)} %`;
            return (
              <div key={project.id} style={{ height: ROW_HEIGHT, position: 'relative', borderBottom: '1px solid #f0f0f0' }}>
                {bar === null ? (
                  <span style={{ position: 'absolute', left: 8, top: 14, fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>{t('home:no_dates')}</span>
                ) : (
                  <Tooltip title={`${project.name}: ${formatDate(project.startDate ?? '', dateFormat)} – ${formatDate(project.finishDate ?? '', dateFormat)} · ${progressText}`}>
                    <div
                      data-testid={`timeline-bar-${project.id}`}
                      data-left={Math.round(bar.left)}
                      data-width={Math.round(bar.width)}
                      style={{ position: 'absolute', left: bar.left, width: bar.width, top: 12, height: 24, borderRadius: 6, background: `${color}33`, border: `1px solid ${color}`, overflow: 'hidden' }}
                    >
                      <div style={{ width: `${Math.min(100, Math.max(0, project.progress ?? 0))}%`, height: '100%', background: color }} />
                      <span style={{ position: 'absolute', left: 6, top: 2, fontSize: 12, whiteSpace: 'nowrap', color: '#1f2430' }}>{progressText}</span>
                    </div>
                  </Tooltip>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
