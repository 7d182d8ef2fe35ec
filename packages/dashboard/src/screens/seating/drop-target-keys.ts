import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * Keyboard dragging jumps from one drop target to the next (the unseated list, then the tables in their order)
 * instead of nudging the guest a few pixels per key press: arrows choose a table, Space drops.
 */
export function dropTargetKeys(order: () => readonly string[]): KeyboardCoordinateGetter {
  return (event, { context: { droppableRects, over, collisionRect } }) => {
    const step = STEPS[event.code];
    if (step === undefined || !collisionRect) return undefined;
    event.preventDefault();
    const ids = order().filter((id) => droppableRects.has(id));
    if (ids.length === 0) return undefined;
    const at = over ? ids.indexOf(String(over.id)) : -1;
    const next = at === -1 ? (step > 0 ? 0 : ids.length - 1) : (at + step + ids.length) % ids.length;
    const rect = droppableRects.get(ids[next] ?? '');
    if (!rect) return undefined;
    return {
      x: rect.left + rect.width / 2 - collisionRect.width / 2,
      y: rect.top + Math.min(rect.height / 2, 48) - collisionRect.height / 2,
    };
  };
}
