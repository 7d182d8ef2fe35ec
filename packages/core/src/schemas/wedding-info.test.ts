import { describe, expect, it } from 'vitest';
import { weddingInfoSchema } from './wedding-info';

describe("couple (docs/requirements.md A5): names not blank after trimming ('namesRequired'); per-locale texts (docs/requirements.md B3)", () => {
  it('accepts names with optional texts per locale', () => {
    expect(
      weddingInfoSchema.parse({
        locale: 'pl',
        brideName: ' Anna ',
        groomName: 'Ben',
        welcomeTitle: 'Witamy',
      }),
    ).toMatchObject({ locale: 'pl', brideName: 'Anna', welcomeTitle: 'Witamy' });
  });

  it('refuses empty and whitespace-only names', () => {
    const result = weddingInfoSchema.safeParse({ locale: 'de', brideName: '', groomName: '   ' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['brideName', 'namesRequired'],
      ['groomName', 'namesRequired'],
    ]);
  });
});
