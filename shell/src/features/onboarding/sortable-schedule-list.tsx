import { Button, Space } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';

export interface ScheduleDraft {
  key: string;
  name: string;
}

interface RowProps {
  draft: ScheduleDraft;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onDelete: (key: string) => void;
}

function ScheduleRow({ draft, index, count, onMove, onDelete }: RowProps) {
  const { t } = useTranslation('access');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: draft.key });
  return (
    <li
      ref={setNodeRef}
      data-testid={`schedule-row-${index}`}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '8px 10px',
        marginBottom: 6,
        border: '1px solid #e6e9ef',
        borderRadius: 8,
        background: isDragging ? '#f0f5ff' : '#ffffff',
        zIndex: isDragging ? 2 : undefined,
        position: 'relative',
      }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('schedules.drag', { name: draft.name })}
        data-testid={`schedule-handle-${index}`}
        style={{ border: 'none', background: 'transparent', cursor: 'grab', padding: 4, fontSize: 16 }}
      >
        <HolderOutlined aria-hidden />
      </button>
      <span style={{ flex: 1 }} data-testid={`schedule-name-${index}`}>
        {draft.name}
      </span>
      <Space size={2}>
        <Button size="small" type="text" icon={<ArrowUpOutlined aria-hidden />} aria-label={t('schedules.move_up', { name: draft.name })} disabled={index === 0} onClick={() => onMove(index, index - 1)} />
        <Button size="small" type="text" icon={<ArrowDownOutlined aria-hidden />} aria-label={t('schedules.move_down', { name: draft.name })} disabled={index === count - 1} onClick={() => onMove(index, index + 1)} />
        <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('schedules.delete', { name: draft.name })} onClick={() => onDelete(draft.key)} data-testid={`schedule-delete-${index}`} />
      </Space>
    </li>
  );
}

/** Reorder by dragging the handle, by keyboard (space, arrows, space) or with the arrow buttons. */
export function SortableScheduleList({ drafts, onChange }: { drafts: ScheduleDraft[]; onChange: (drafts: ScheduleDraft[]) => void }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const move = (from: number, to: number) => onChange(arrayMove(drafts, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    const from = drafts.findIndex((draft) => draft.key === active.id);
    const to = drafts.findIndex((draft) => draft.key === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={drafts.map((draft) => draft.key)} strategy={verticalListSortingStrategy}>
        <ol data-testid="schedule-list" style={{ padding: 0, margin: '0 0 16px' }}>
          {drafts.map((draft, index) => (
            <ScheduleRow key={draft.key} draft={draft} index={index} count={drafts.length} onMove={move} onDelete={(key) => onChange(drafts.filter((d) => d.key !== key))} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
