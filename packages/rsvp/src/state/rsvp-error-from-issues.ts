import { LOCALES, type MessageKey, translate } from '@wedding/core';
import type { RsvpError } from './rsvp-state';

/**
 * Core's schemas name their messages by catalogue key; a message no registered catalogue knows (zod's own
 * default) is none. Asked through `translate`, so the wizard's chunk carries no catalogue of its own (core's
 * `isMessageKey` holds the English one): the page has registered its language's catalogue before the wizard runs.
 */
function isCatalogueKey(message: string): message is MessageKey {
  return LOCALES.some((locale) => translate(message, locale) !== message);
}

/** The part of a zod issue the wizard needs (structural, so no zod import is required here). */
export interface SchemaIssue {
  message: string;
  code?: string;
  maximum?: unknown;
  minimum?: unknown;
  path?: readonly PropertyKey[];
}

/**
 * One issue of a failed core schema as a wizard message. Core's schemas name catalogue keys as their
 * messages; limits travel as {max}/{min} so texts like 'at most {max} characters' are filled in, and the
 * issue's path names the input it belongs to ('guests.1.name').
 */
export function rsvpErrorFromIssue(issue: SchemaIssue): RsvpError {
  const field = issue.path && issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  const known = isCatalogueKey(issue.message);
  const error: RsvpError = { key: isCatalogueKey(issue.message) ? issue.message : 'validationError' };
  const params: Record<string, number> = {};
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint')
    params.max = Number(issue.maximum);
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint')
    params.min = Number(issue.minimum);
  if (known && Object.keys(params).length > 0) error.params = params;
  if (field !== undefined) error.field = field;
  return error;
}

/** The banner message of a failed core schema: its first issue (validationError when there is none). */
export function rsvpErrorFromIssues(issues: readonly SchemaIssue[]): RsvpError {
  const issue = issues[0];
  return issue === undefined ? { key: 'validationError' } : rsvpErrorFromIssue(issue);
}
