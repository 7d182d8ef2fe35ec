import { describe, expect, it } from 'vitest';
import { PERFORMANCE_SAMPLES_KEPT, THEME_VERSION_NAME_MAX_LENGTH } from '../../constants';
import { createThemeVersionRequestSchema, themeTimingRequestSchema } from './theme-studio';

describe('named theme versions {name}', () => {
  it('trims the name and refuses a blank or too long one with its own messages', () => {
    expect(createThemeVersionRequestSchema.parse({ name: '  Sommerfest ' })).toEqual({ name: 'Sommerfest' });
    const blank = createThemeVersionRequestSchema.safeParse({ name: '   ' });
    expect(blank.error?.issues[0]?.message).toBe('themeVersion.nameRequired');
    const missing = createThemeVersionRequestSchema.safeParse({});
    expect(missing.error?.issues[0]?.message).toBe('themeVersion.nameRequired');
    const long = createThemeVersionRequestSchema.safeParse({
      name: 'x'.repeat(THEME_VERSION_NAME_MAX_LENGTH + 1),
    });
    expect(long.error?.issues[0]?.message).toBe('themeVersion.nameTooLong');
  });
});

describe('theme timing samples', () => {
  it('takes 1 to 100 samples of a known action and a duration from 0 to 10 minutes', () => {
    expect(
      themeTimingRequestSchema.safeParse({ samples: [{ action: 'color', durationMs: 12.5 }] }).success,
    ).toBe(true);
    expect(themeTimingRequestSchema.safeParse({ samples: [] }).success).toBe(false);
    expect(themeTimingRequestSchema.safeParse({ samples: [{ action: 'hack', durationMs: 1 }] }).success).toBe(
      false,
    );
    expect(
      themeTimingRequestSchema.safeParse({ samples: [{ action: 'color', durationMs: -1 }] }).success,
    ).toBe(false);
    const tooMany = Array.from({ length: PERFORMANCE_SAMPLES_KEPT + 1 }, () => ({
      action: 'font',
      durationMs: 3,
    }));
    expect(themeTimingRequestSchema.safeParse({ samples: tooMany }).success).toBe(false);
  });
});
