import type { Active, KeyboardCoordinateGetter } from '@dnd-kit/core';

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * Keyboard dragging jumps from one drop target to the next (the unseated list, then the tables in their order)
 * instead of nudging the guest a few pixels per key press: arrows choose a table, Space drops. Each press steps on
 * from the target the previous press of the same drag chose: dnd-kit's `over` follows only after the next render, so
 * quick presses would otherwise all start from the same target.
 */
export function dropTargetKeys(order: () => readonly string[]): KeyboardCoordinateGetter {
  // Keyed by the drag (dnd-kit makes a new `active` for each), so a new drag starts from where the guest is.
  const chosen = new WeakMap<Active, string>();
  return (event, { context: { active, droppableRects, over, collisionRect } }) => {
    const step = STEPS[event.code];
    if (step === undefined || !collisionRect) return undefined;
    event.preventDefault();
    const ids = order().filter((id) => droppableRects.has(id));
    if (ids.length === 0) return undefined;
    const from = (active && chosen.get(active)) ?? (over ? String(over.id) : undefined);
    const at = from === undefined ? -1 : ids.indexOf(from);
    const next = at === -1 ? (step > 0 ? 0 : ids.length - 1) : (at + step + ids.length) % ids.length;
    const target = ids[next] ?? '';
    const rect = droppableRects.get(target);
    if (!rect) return undefined;
    if (active) chosen.set(active, target);
    return {
      x: rect.left + rect.width / 2 - collisionRect.width / 2,
      y: rect.top + Math.min(rect.height / 2, 48) - collisionRect.height / 2,
    };
  };
}
