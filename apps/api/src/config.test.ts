import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.js';

describe('configFromEnv: per-address rate limits', () => {
  it('keeps the defaults unless an operator raises them with a positive whole number', () => {
    const defaults = configFromEnv({}).rateLimits;
    expect(defaults.loginPerIp.limit).toBe(20);
    expect(defaults.accessCodePerIp.limit).toBe(20);
    const raised = configFromEnv({ LOGIN_LIMIT_PER_IP: '500', ACCESS_CODE_LIMIT_PER_IP: '300' }).rateLimits;
    expect(raised.loginPerIp).toEqual({ limit: 500, windowMs: defaults.loginPerIp.windowMs });
    expect(raised.accessCodePerIp.limit).toBe(300);
    expect(raised.loginPerAccount).toEqual(defaults.loginPerAccount);
    for (const bad of ['0', '-3', '2.5', 'many', '']) {
      expect(configFromEnv({ LOGIN_LIMIT_PER_IP: bad }).rateLimits.loginPerIp.limit).toBe(20);
    }
  });
});
