import { describe, expect, it } from 'vitest';
import type { ProgressSection } from './form-progress';
import { formProgress } from './form-progress';

const complete = (required: boolean): ProgressSection => ({
  required,
  state: 'complete',
  filledFields: 2,
  totalFields: 2,
});
const empty = (required: boolean): ProgressSection => ({
  required,
  state: 'empty',
  filledFields: 0,
  totalFields: 2,
});
const partial = (required: boolean, filledFields: number, totalFields: number): ProgressSection => ({
  required,
  state: 'partial',
  filledFields,
  totalFields,
});

describe('overall progress (docs/requirements.md B4): required 70 %, optional 30 %, partial capped at 0.8', () => {
  it('is 0 with nothing filled and 100 with everything complete', () => {
    expect(formProgress([empty(true), empty(false)])).toBe(0);
    expect(formProgress([complete(true), complete(false)])).toBe(100);
  });

  it('gives required sections 70 % and optional ones 30 %', () => {
    expect(formProgress([complete(true), empty(false)])).toBe(70);
    expect(formProgress([empty(true), complete(false)])).toBe(30);
  });

  it('splits a group weight equally between its sections', () => {
    expect(formProgress([complete(true), empty(true), empty(false)])).toBe(35);
  });

  it('counts a partial section by its filled share, at most 0.8 of its weight', () => {
    expect(formProgress([partial(true, 1, 2)])).toBe(50);
    expect(formProgress([partial(true, 9, 10)])).toBe(80);
    expect(formProgress([partial(true, 9, 10), empty(false)])).toBe(56);
  });

  it('lets required sections carry everything without optional sections (and vice versa)', () => {
    expect(formProgress([complete(true)])).toBe(100);
    expect(formProgress([complete(false)])).toBe(100);
  });

  it('counts an invalid section like a partial one', () => {
    expect(formProgress([{ required: true, state: 'invalid', filledFields: 2, totalFields: 2 }])).toBe(80);
  });

  it('leaves out sections without fields and returns 0 without sections', () => {
    expect(
      formProgress([complete(true), { required: false, state: 'empty', filledFields: 0, totalFields: 0 }]),
    ).toBe(100);
    expect(formProgress([])).toBe(0);
  });
});
