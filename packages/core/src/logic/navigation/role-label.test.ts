import { describe, expect, it } from 'vitest';
import { roleLabel } from './role-label';

describe("user menu (docs/requirements.md A2): role, default 'User'", () => {
  it('shows the role', () => {
    expect(roleLabel('admin')).toBe('admin');
  });

  it("defaults to 'User' for missing, empty and whitespace-only roles", () => {
    expect(roleLabel(undefined)).toBe('User');
    expect(roleLabel('')).toBe('User');
    expect(roleLabel('  ')).toBe('User');
  });
});
