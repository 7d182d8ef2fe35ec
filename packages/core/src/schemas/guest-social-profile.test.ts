import { describe, expect, it } from 'vitest';
import { guestSocialProfileSchema } from './guest-social-profile';

const messageAt = (input: unknown, field: string) =>
  guestSocialProfileSchema.safeParse(input).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe("social profile (docs/requirements.md B5): platform from list, handle required ('Handle is required'), url valid if given", () => {
  it('accepts a profile without url', () => {
    expect(guestSocialProfileSchema.parse({ platform: 'instagram', handle: '@anna' })).toMatchObject({
      platform: 'instagram',
      handle: '@anna',
      isPublic: false,
    });
  });

  it('rejects empty and whitespace-only handles', () => {
    expect(messageAt({ platform: 'tiktok', handle: '' }, 'handle')).toBe('social.handleRequired');
    expect(messageAt({ platform: 'tiktok', handle: '   ' }, 'handle')).toBe('social.handleRequired');
  });

  it('rejects a platform outside the list', () => {
    expect(messageAt({ platform: 'myspace', handle: 'a' }, 'platform')).toBe('validation.invalidOption');
  });

  it('checks url only when given', () => {
    expect(messageAt({ platform: 'facebook', handle: 'a', url: '' }, 'url')).toBeUndefined();
    expect(
      messageAt({ platform: 'facebook', handle: 'a', url: 'https://facebook.com/a' }, 'url'),
    ).toBeUndefined();
    expect(messageAt({ platform: 'facebook', handle: 'a', url: 'facebook/a' }, 'url')).toBe(
      'social.invalidUrl',
    );
  });
});
