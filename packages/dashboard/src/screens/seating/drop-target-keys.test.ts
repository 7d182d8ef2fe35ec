import type { Active, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { dropTargetKeys } from './drop-target-keys';

type GetterArgs = Parameters<KeyboardCoordinateGetter>[1];

const rect = (top: number) => ({ top, left: 0, width: 200, height: 100, right: 200, bottom: top + 100 });
const targets = new Map([
  ['unseated', rect(0)],
  ['table-1', rect(200)],
  ['table-2', rect(400)],
]);

/** The sensor's context as dnd-kit hands it over: `over` as of the last render. */
function argsOf(active: Active, over: string | null): GetterArgs {
  return {
    active: active.id,
    currentCoordinates: { x: 0, y: 0 },
    context: {
      active,
      over: over === null ? null : { id: over },
      droppableRects: targets,
      collisionRect: rect(0),
    },
  } as unknown as GetterArgs;
}

const press = (code: string) => ({ code, preventDefault() {} }) as unknown as KeyboardEvent;
const dragOf = (id: string) => ({ id }) as unknown as Active;

describe('dropTargetKeys: arrows jump from drop target to drop target', () => {
  it('steps on from the previous press of the same drag even when `over` has not followed yet', () => {
    const keys = dropTargetKeys(() => ['unseated', 'table-1', 'table-2']);
    const drag = dragOf('guest-1');
    // Two presses before React rendered: both see `over` = the unseated list (y: the target's top + 48 - half the
    // dragged rect's height).
    expect(keys(press('ArrowDown'), argsOf(drag, 'unseated'))).toEqual({ x: 0, y: 198 });
    expect(keys(press('ArrowDown'), argsOf(drag, 'unseated'))).toEqual({ x: 0, y: 398 });
    // Past the last target it wraps round; up goes back.
    expect(keys(press('ArrowDown'), argsOf(drag, 'table-2'))).toEqual({ x: 0, y: -2 });
    expect(keys(press('ArrowUp'), argsOf(drag, 'unseated'))).toEqual({ x: 0, y: 398 });
  });

  it('starts a new drag from where the guest is, ignores other keys and targets that are not drawn', () => {
    const keys = dropTargetKeys(() => ['unseated', 'table-1', 'gone', 'table-2']);
    keys(press('ArrowDown'), argsOf(dragOf('guest-1'), 'unseated'));
    expect(keys(press('ArrowDown'), argsOf(dragOf('guest-1'), 'table-1'))).toEqual({ x: 0, y: 398 });
    expect(keys(press('KeyA'), argsOf(dragOf('guest-1'), 'table-1'))).toBeUndefined();
  });
});
