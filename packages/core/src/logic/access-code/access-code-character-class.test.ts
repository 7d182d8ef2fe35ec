import { describe, expect, it } from 'vitest';
import { ACCESS_CODE_CHARACTER_CLASS } from './access-code-character-class';

const SPEC_ALLOWED_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789&!@#$%^*+=?-';

describe('access code (docs/requirements.md A5 and B5): allowed characters are A-Z, 0-9 and & ! @ # $ % ^ * + = ? -', () => {
  it('matches exactly the allowed characters among all of Latin-1', () => {
    const allowed = new RegExp(`^[${ACCESS_CODE_CHARACTER_CLASS}]$`);
    const matched = Array.from({ length: 256 }, (_, code) => String.fromCharCode(code)).filter((character) =>
      allowed.test(character),
    );
    expect(matched.sort()).toEqual([...SPEC_ALLOWED_CHARACTERS].sort());
  });
});
