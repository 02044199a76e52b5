// Reordering a list or a grid, by drag and by keyboard (@dnd-kit): each item has a handle, a button named by what it
// moves; Space or Enter picks it up, the arrow keys move it, Space or Enter puts it down, Escape puts it back. What
// happens is said to screen readers in her words, by the items' names, never their ids.

import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";

const INSTRUCTIONS =
  "To move it, press Space or Enter, then the arrow keys; press Space or Enter again to put it down, or Escape to put it back.";

/**
 * In a grid, Left and Right move an item one place, in the order she reads it (from a row's end to the next row's
 * start); Up and Down, a row.
 */
const byPlace: KeyboardCoordinateGetter = (event, args) => {
  const { active, over, droppableRects } = args.context;
  const step = event.code === "ArrowLeft" ? -1 : event.code === "ArrowRight" ? 1 : 0;
  const items = (active?.data.current as { sortable?: { items: UniqueIdentifier[] } } | undefined)?.sortable?.items;
  if (!step || !items || !over) return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  const next = items[items.indexOf(over.id) + step];
  const rect = next === undefined ? undefined : droppableRects.get(next);
  return rect && { x: rect.left, y: rect.top };
};

type Props = {
  ids: string[];
  names: string[];
  grid?: boolean;
  onMove(from: number, to: number): void;
  children: ReactNode;
};

export function Sortable({ ids, names, grid, onMove, children }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: grid ? byPlace : sortableKeyboardCoordinates }),
  );
  const at = (id: unknown) => ids.indexOf(String(id));
  const name = (id: unknown) => names[at(id)] ?? "";
  const of = `of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, at place ${at(active.id) + 1} ${of}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)}: now at place ${at(over.id) + 1} ${of}.` : ""),
    onDragEnd: ({ active, over }) =>
      `${name(active.id)} put down at place ${(over ? at(over.id) : at(active.id)) + 1} ${of}.`,
    onDragCancel: ({ active }) => `${name(active.id)} put back at place ${at(active.id) + 1} ${of}.`,
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(at(active.id), at(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      onDragEnd={end}
    >
      <SortableContext items={ids} strategy={grid ? rectSortingStrategy : verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** An item of a Sortable: the props of its element, and of its handle (a button named `Move <name>`). */
export function useSortableItem(id: string, name: string) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return {
    item: {
      ref: setNodeRef,
      style: { transform: CSS.Translate.toString(transform), transition },
      "data-dragging": isDragging || undefined,
    },
    handle: { ...attributes, ...listeners, ref: setActivatorNodeRef, "aria-label": `Move ${name}` },
  };
}

type Handle = ReturnType<typeof useSortableItem>["handle"];

/** An item's Move handle (its name is the handle's own, "Move <name>"). */
export function MoveHandle({ handle }: { handle: Handle }) {
  return (
    <button type="button" className="handle" {...handle}>
      <span aria-hidden="true">⠿</span> Move
    </button>
  );
}

/** An item's tools: its Move handle, and its Remove button when it may go. */
export function ItemTools({
  handle,
  name,
  onRemove,
  className,
}: {
  handle: Handle;
  name: string;
  onRemove?: () => void;
  className: string;
}) {
  return (
    <div className={className}>
      <MoveHandle handle={handle} />
      {onRemove && (
        <button type="button" aria-label={`Remove ${name}`} onClick={onRemove}>
          Remove
        </button>
      )}
    </div>
  );
}
