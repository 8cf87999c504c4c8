// The marking guide's items reordered by dragging a handle (@dnd-kit, as the playlists are), by the
// keyboard on the handle (Space picks up, arrows move, Space drops, Escape cancels) or by the
// up and down buttons beside it (docs/admin.md, 'The library' → 'Screens').
import type { ReactNode } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Space } from 'antd';
import { stationEditorMessages as text } from '@osce/shared/admin/station-editor-messages';
import { withValues } from '../../../../lib/with-values';

interface SortableItemsProps {
  /** Form.List's field keys, in order. */
  keys: number[];
  move: (from: number, to: number) => void;
  renderItem: (index: number, controls: ReactNode) => ReactNode;
  label: string;
}

export function SortableItems({ keys, move, renderItem, label }: SortableItemsProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(Number(active.id));
    const to = keys.indexOf(Number(over.id));
    if (from >= 0 && to >= 0) move(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol className="library-sortable" aria-label={label}>
          {keys.map((key, index) => (
            <SortableEntry key={key} id={key}>
              {(handleProps) =>
                renderItem(
                  index,
                  <Space size={4}>
                    <button
                      type="button"
                      className="library-sortable__handle"
                      {...handleProps}
                      aria-label={withValues(text.dragHandle, { position: index + 1 })}
                    >
                      <HolderOutlined aria-hidden />
                    </button>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined aria-hidden />}
                      aria-label={withValues(text.moveUp, { position: index + 1 })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined aria-hidden />}
                      aria-label={withValues(text.moveDown, { position: index + 1 })}
                      disabled={index === keys.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                  </Space>,
                )
              }
            </SortableEntry>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

type HandleProps = Record<string, unknown> & { ref: (node: HTMLElement | null) => void };

function SortableEntry({
  id,
  children,
}: {
  id: number;
  children: (handle: HandleProps) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'library-sortable__item is-dragging' : 'library-sortable__item'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children({ ...attributes, ...listeners, ref: setActivatorNodeRef })}
    </li>
  );
}
