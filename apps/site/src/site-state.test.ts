import { describe, expect, it } from 'vitest';
import { type EmbeddedSiteState, serializeSiteState } from './site-state';

const themeCssVars = {
  light: { '--wed-color-text': 'oklch(0.2 0 0)' },
  dark: { '--wed-color-text': 'oklch(0.95 0 0)' },
};

const state: EmbeddedSiteState = {
  screen: 'access',
  locale: 'de',
  colorMode: 'system',
  card: { slug: 'anna', brideName: '</script><script>alert(1)</script>', groomName: 'Ben & <!-- \u2028' },
  customization: null,
  background: null,
  themeCssVars,
};

describe('serializeSiteState', () => {
  it('cannot close or comment out the script element it is embedded in', () => {
    const json = serializeSiteState(state);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('parses back to the same state', () => {
    expect(JSON.parse(serializeSiteState(state))).toEqual(state);
    const error: EmbeddedSiteState = {
      screen: 'error',
      locale: 'hi',
      colorMode: 'dark',
      errorType: 'server_error',
      themeCssVars,
    };
    expect(JSON.parse(serializeSiteState(error))).toEqual(error);
  });
});
