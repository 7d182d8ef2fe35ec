import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPath } from './login-path';

describe('the way back after logging in', () => {
  it('keeps the page that asked for the login', () => {
    expect(loginPath('/dashboard/wedding/couple?x=1')).toBe(
      '/login?redirect=%2Fdashboard%2Fwedding%2Fcouple%3Fx%3D1',
    );
    expect(afterLoginPath('/dashboard/wedding/couple?x=1')).toBe('/dashboard/wedding/couple?x=1');
  });

  it('never follows another site, a protocol-relative address or the login itself', () => {
    for (const path of ['https://evil.example/', '//evil.example/x', '/login?redirect=/x', 'dashboard']) {
      expect(loginPath(path), path).toBe('/login');
      expect(afterLoginPath(path), path).toBe('/dashboard');
    }
    expect(afterLoginPath(undefined)).toBe('/dashboard');
  });

  it('sends staff to the admin area unless a page asked for the login', () => {
    expect(afterLoginPath(undefined, 'admin')).toBe('/admin');
    expect(afterLoginPath(undefined, 'superadmin')).toBe('/admin');
    expect(afterLoginPath('/dashboard/wedding', 'admin')).toBe('/dashboard/wedding');
  });
});
