import { COLOR_MESSAGES, OKLCH_CHANNELS, validateOklchColor } from '@wedding/tokens';
import type { MessageKey, MessageParams } from '../messages/message-key';

export interface ColorIssue {
  message: Extract<MessageKey, 'brand.colorRequired' | 'brand.colorFormat' | 'color.invalidChannel'>;
  params: MessageParams;
}

/**
 * The colour rule of docs/requirements.md A5 as @wedding/tokens implements it (validateOklchColor), expressed as a
 * message key with its params so it can be translated.
 */
export function oklchColorIssue(key: string, value: unknown): ColorIssue | null {
  const problem = validateOklchColor(key, value);
  if (problem === null) return null;
  if (problem === COLOR_MESSAGES.required(key)) return { message: 'brand.colorRequired', params: { key } };
  const channel = OKLCH_CHANNELS.find((candidate) => problem === COLOR_MESSAGES.invalidChannel(candidate));
  if (channel !== undefined) return { message: 'color.invalidChannel', params: { channel } };
  return { message: 'brand.colorFormat', params: { key } };
}
