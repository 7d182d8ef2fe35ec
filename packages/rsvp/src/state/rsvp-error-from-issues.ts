import { isMessageKey } from '@wedding/core';
import type { RsvpError } from './rsvp-state';

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
  const error: RsvpError = { key: isMessageKey(issue.message) ? issue.message : 'validationError' };
  const params: Record<string, number> = {};
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint')
    params.max = Number(issue.maximum);
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint')
    params.min = Number(issue.minimum);
  if (isMessageKey(issue.message) && Object.keys(params).length > 0) error.params = params;
  if (field !== undefined) error.field = field;
  return error;
}

/** The banner message of a failed core schema: its first issue (validationError when there is none). */
export function rsvpErrorFromIssues(issues: readonly SchemaIssue[]): RsvpError {
  const issue = issues[0];
  return issue === undefined ? { key: 'validationError' } : rsvpErrorFromIssue(issue);
}
