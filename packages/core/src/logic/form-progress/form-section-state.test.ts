import { describe, expect, it } from 'vitest';
import { formSectionState } from './form-section-state';

describe('form section completion (docs/requirements.md B4): empty, partial, complete, invalid', () => {
  it('is empty when nothing is filled (whitespace-only counts as empty)', () => {
    expect(formSectionState({ values: ['', '   '] })).toEqual({
      state: 'empty',
      filledFields: 0,
      totalFields: 2,
    });
  });

  it('is partial when some fields are filled', () => {
    expect(formSectionState({ values: ['Anna', ''] }).state).toBe('partial');
  });

  it('is complete when every field is filled', () => {
    expect(formSectionState({ values: ['Anna', 'Schmidt'] }).state).toBe('complete');
  });

  it('uses the spec field count when given', () => {
    expect(formSectionState({ values: ['a', 'b'], totalFields: 6 })).toEqual({
      state: 'partial',
      filledFields: 2,
      totalFields: 6,
    });
  });

  it('is invalid as soon as one error is present, even when complete', () => {
    expect(
      formSectionState({ values: ['Anna', 'Schmidt'], errors: { lastName: 'Last name is required' } }).state,
    ).toBe('invalid');
    expect(formSectionState({ values: [''], errors: ['Name is required'] }).state).toBe('invalid');
  });

  it('ignores empty error entries', () => {
    expect(
      formSectionState({ values: ['Anna', 'Schmidt'], errors: { firstName: undefined, lastName: '' } }).state,
    ).toBe('complete');
  });

  it('is empty for a section without fields', () => {
    expect(formSectionState({ values: [], totalFields: 0 }).state).toBe('empty');
  });
});
