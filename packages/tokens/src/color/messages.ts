import type { OklchChannel } from './constants';

/** Spec A 5 colour messages, exactly as written there. */
export const COLOR_MESSAGES = {
  invalidFormat: 'Invalid color format',
  invalidChannel: (channel: OklchChannel): string => `Invalid ${channel} value`,
  notOklch: (key: string): string => `${key} color must be in OKLCH format`,
  required: (key: string): string => `${key} color is required`,
} as const;
