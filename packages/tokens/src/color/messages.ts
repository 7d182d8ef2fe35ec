import type { OklchChannel } from './constants';

/** Colour messages (docs/requirements.md A5), exactly as written there. */
export const COLOR_MESSAGES = {
  invalidFormat: 'Invalid color format',
  invalidChannel: (channel: OklchChannel): string => `Invalid ${channel} value`,
  notOklch: (key: string): string => `${key} color must be in OKLCH format`,
  required: (key: string): string => `${key} color is required`,
} as const;
