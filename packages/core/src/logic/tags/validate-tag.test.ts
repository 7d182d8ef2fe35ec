import { describe, expect, it } from 'vitest';
import { validateTag } from './validate-tag';

const tags = (count: number) => Array.from({ length: count }, (_, index) => `tag${index}`);

describe('tag add (docs/requirements.md A5): empty, duplicate, max reached (default 10), invalid format, input max 30', () => {
  it('accepts a valid tag and returns it normalised', () => {
    expect(validateTag('  Ceremony ', [])).toEqual({ ok: true, tag: 'ceremony' });
  });

  it("gives 'empty' for empty and whitespace-only input", () => {
    expect(validateTag('', [])).toEqual({ ok: false, error: 'empty' });
    expect(validateTag('    ', [])).toEqual({ ok: false, error: 'empty' });
  });

  it("gives 'duplicate' when the normalised tag exists", () => {
    expect(validateTag(' CEREMONY', ['ceremony'])).toEqual({ ok: false, error: 'duplicate' });
    expect(validateTag('ceremony', ['Ceremony '])).toEqual({ ok: false, error: 'duplicate' });
  });

  it("allows the 10th tag with 9 present and gives 'maxReached' with 10", () => {
    expect(validateTag('new', tags(9))).toEqual({ ok: true, tag: 'new' });
    expect(validateTag('new', tags(10))).toEqual({ ok: false, error: 'maxReached' });
    expect(validateTag('new', tags(11))).toEqual({ ok: false, error: 'maxReached' });
  });

  it('honours a custom maximum', () => {
    expect(validateTag('new', tags(2), 3)).toMatchObject({ ok: true });
    expect(validateTag('new', tags(3), 3)).toEqual({ ok: false, error: 'maxReached' });
  });

  it("accepts 30 characters and gives 'invalidFormat' for 31", () => {
    expect(validateTag('a'.repeat(30), [])).toMatchObject({ ok: true });
    expect(validateTag('a'.repeat(31), [])).toEqual({ ok: false, error: 'invalidFormat' });
  });

  it("gives 'invalidFormat' for characters outside the pattern", () => {
    expect(validateTag('#party', [])).toEqual({ ok: false, error: 'invalidFormat' });
    expect(validateTag('-tag', [])).toEqual({ ok: false, error: 'invalidFormat' });
  });
});
