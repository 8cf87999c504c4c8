// A list reordered by dragging a handle or by the keyboard (@dnd-kit): Space on a handle picks the
// entry up, the arrow keys move it, Space drops it and Escape puts it back; each step is announced
// to screen readers in our words. Used for the playlists and for one playlist's stations.
import { useRef, type ReactNode } from 'react';
import { HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { messages } from '@osce/shared/messages';
import { withValues } from '../../../lib/with-values';
import { moveId } from '../../../lib/playlist-order';

interface SortableListProps<T> {
  entries: readonly T[];
  idOf: (entry: T) => number;
  /** How the entry is named in the handle's label and the announcements. */
  nameOf: (entry: T) => string;
  /** The new order, after a drop that moved something. */
  onReorder: (ids: number[]) => void;
  renderEntry: (entry: T, handle: ReactNode) => ReactNode;
  label: string;
  className?: string;
}

export function SortableList<T>({
  entries,
  idOf,
  nameOf,
  onReorder,
  renderEntry,
  label,
  className,
}: SortableListProps<T>) {
  const sensors = useSensors(
    // A small move before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = entries.map(idOf);
  const count = entries.length;
  const entryOf = (id: UniqueIdentifier) => entries.find((e) => idOf(e) === Number(id));
  const say = (text: string, id: UniqueIdentifier, at: UniqueIdentifier | undefined) => {
    const entry = entryOf(id);
    if (!entry) return undefined;
    const position = ids.indexOf(Number(at ?? id)) + 1;
    return withValues(text, { name: nameOf(entry), position, count });
  };
  // dnd-kit reports 'over' again for the place it already announced (at once on pick-up, too):
  // only a new place is said, so "picked up" is not drowned by "moved" to where it already was.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return say(messages.playlistPickedUp, active.id, active.id);
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return say(messages.playlistMoved, active.id, over.id);
    },
    onDragEnd: ({ active, over }) => say(messages.playlistDropped, active.id, over?.id),
    onDragCancel: ({ active }) => say(messages.playlistDragCancelled, active.id, active.id),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveId(ids, Number(active.id), Number(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: messages.playlistDragInstructions },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={className} aria-label={label}>
          {entries.map((entry) => (
            <SortableEntry key={idOf(entry)} id={idOf(entry)} name={nameOf(entry)}>
              {(handle) => renderEntry(entry, handle)}
            </SortableEntry>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortableEntryProps {
  id: number;
  name: string;
  children: (handle: ReactNode) => ReactNode;
}

function SortableEntry({ id, name, children }: SortableEntryProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="sortable-handle"
      {...attributes}
      {...listeners}
      aria-label={withValues(messages.playlistDragHandle, { name })}
    >
      <HolderOutlined aria-hidden />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'sortable-entry sortable-entry--dragging' : 'sortable-entry'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}
