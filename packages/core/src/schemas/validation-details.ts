import type { z } from 'zod';
import type { Locale } from '../constants';
import { isMessageKey } from '../messages/is-message-key';
import type { MessageKey, MessageParams } from '../messages/message-key';
import { translate } from '../messages/translate';
import { messageDefaultParams } from './message-default-params';

/** Key of an issue that concerns the whole payload rather than one field. */
export const ROOT_FIELD = 'root';

export interface ValidationMessage {
  key: MessageKey;
  params: MessageParams;
}

type Issue = z.core.$ZodIssue;

function boundParams(issue: Issue): MessageParams {
  const params: Record<string, string | number> = {};
  if ('minimum' in issue) params.min = Number(issue.minimum);
  if ('maximum' in issue) params.max = Number(issue.maximum);
  if (issue.code === 'unrecognized_keys') params.keys = issue.keys.join(', ');
  if (issue.code === 'custom' && issue.params) {
    for (const [name, value] of Object.entries(issue.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
  }
  return params;
}

const FORMAT_KEYS: Readonly<Record<string, MessageKey>> = {
  email: 'validation.invalidEmail',
  url: 'validation.invalidUrl',
  date: 'validation.invalidDate',
  datetime: 'validation.invalidDate',
};

/** The generic key for an issue whose message is not one of ours (zod's default texts, other libraries). */
function fallbackKey(issue: Issue): MessageKey {
  const collection = issue.code === 'too_small' || issue.code === 'too_big' ? issue.origin : '';
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined/.test(issue.message) ? 'validation.required' : 'validation.invalidType';
    case 'invalid_value':
      return 'validation.invalidOption';
    case 'too_small':
      if (collection === 'string') return 'validation.tooShort';
      return collection === 'array' || collection === 'set'
        ? 'validation.tooFewItems'
        : 'validation.tooSmall';
    case 'too_big':
      if (collection === 'string') return 'validation.tooLong';
      return collection === 'array' || collection === 'set' ? 'validation.tooManyItems' : 'validation.tooBig';
    case 'invalid_format':
      return FORMAT_KEYS[issue.format] ?? 'validation.invalidFormat';
    case 'unrecognized_keys':
      return 'validation.unrecognizedKeys';
    default:
      return 'validation.invalid';
  }
}

function fieldOf(issue: Issue): string {
  return issue.path.length === 0 ? ROOT_FIELD : issue.path.map(String).join('.');
}

/**
 * Field path ('addresses.0.city', or 'root') to the message key and params of its first issue.
 * Schemas report message keys; any other message is mapped to a generic key by issue code.
 */
export function toValidationKeys(error: z.core.$ZodError): Record<string, ValidationMessage> {
  const details: Record<string, ValidationMessage> = {};
  for (const issue of error.issues) {
    const field = fieldOf(issue);
    if (field in details) continue;
    const key = isMessageKey(issue.message) ? issue.message : fallbackKey(issue);
    details[field] = { key, params: { ...messageDefaultParams(key, issue), ...boundParams(issue) } };
  }
  return details;
}

/** Field path to the translated message of its first issue, e.g. for a 400 answer's details. */
export function toValidationDetails(error: z.core.$ZodError, locale?: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(toValidationKeys(error)).map(([field, { key, params }]) => [
      field,
      translate(key, locale, params),
    ]),
  );
}
