import { isMessageKey } from '@wedding/core';
import type { RsvpError } from './rsvp-state';

/** The part of a zod issue the banner needs (structural, so no zod import is required here). */
interface SchemaIssue {
  message: string;
  code?: string;
  maximum?: unknown;
  minimum?: unknown;
}

/**
 * The first issue of a failed core schema as a banner message. Core's schemas name catalogue keys as their
 * messages; limits travel as {max}/{min} so texts like 'at most {max} characters' are filled in.
 */
export function rsvpErrorFromIssues(issues: readonly SchemaIssue[]): RsvpError {
  const issue = issues[0];
  if (issue === undefined || !isMessageKey(issue.message)) return { key: 'validationError' };
  const params: Record<string, number> = {};
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint')
    params.max = Number(issue.maximum);
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint')
    params.min = Number(issue.minimum);
  return Object.keys(params).length === 0 ? { key: issue.message } : { key: issue.message, params };
}
