import { describe, expect, it } from 'vitest';
import { roleLabel } from './role-label';

describe("spec A 2 user menu: role, default 'User'", () => {
  it('shows the role', () => {
    expect(roleLabel('admin')).toBe('admin');
  });

  it("defaults to 'User' for missing, empty and whitespace-only roles", () => {
    expect(roleLabel(undefined)).toBe('User');
    expect(roleLabel('')).toBe('User');
    expect(roleLabel('  ')).toBe('User');
  });
});
