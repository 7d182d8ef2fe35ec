import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { type Locale, toValidationKeys, translate } from '@wedding/core';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form resolver for @wedding/core's schemas: the same rule as the API, and each message in the
 * person's language with its bounds filled in ("at most 100 characters"). @hookform/resolvers' zodResolver keeps
 * only the message key and drops the issue's bounds, so the issues go through core's toValidationKeys instead;
 * nesting and native validation are the library's.
 */
export function coreZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  locale: Locale,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const flat: Record<string, FieldError> = {};
    for (const [field, { key, params }] of Object.entries(toValidationKeys(result.error))) {
      flat[field] = { type: key, message: translate(key, locale, params) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
