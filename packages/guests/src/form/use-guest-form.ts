import { toNestErrors } from '@hookform/resolvers';
import {
  FORM_VALIDATION_DEBOUNCE_MS,
  guestFormSchema,
  type Locale,
  toValidationKeys,
  translate,
} from '@wedding/core';
import { useUiLocale } from '@wedding/ui';
import { useEffect, useMemo, useRef } from 'react';
import { type FieldError, get, type Resolver, useForm } from 'react-hook-form';
import {
  formPathOf,
  type GuestFormFields,
  type GuestFormSectionId,
  guestPayloadOf,
  sectionOf,
} from './guest-form-values';

/** The form checked by core's guestFormSchema (the API's rule): messages in the interface language, form paths. */
export function guestFormResolver(locale: Locale): Resolver<GuestFormFields> {
  return async (values, _context, options) => {
    const result = guestFormSchema.safeParse(guestPayloadOf(values));
    if (result.success) return { values, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const [path, { key, params }] of Object.entries(toValidationKeys(result.error))) {
      const field = formPathOf(path);
      flat[field] ??= { type: key, message: translate(key, locale, params) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/**
 * docs/requirements.md B5: the whole form is validated on change, 300 ms after the last change; a message shows for a
 * field once it was touched or changed, and for every field after a save attempt. What was typed is never lost.
 */
export function useGuestForm(initial: GuestFormFields) {
  const locale = useUiLocale();
  const resolver = useMemo(() => guestFormResolver(locale), [locale]);
  const form = useForm<GuestFormFields>({
    defaultValues: initial,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const subscription = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void form.trigger(), FORM_VALIDATION_DEBOUNCE_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form]);
  // A language switch re-makes the shown messages.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the language changes.
  useEffect(() => {
    if (Object.keys(form.formState.errors).length > 0) void form.trigger();
  }, [locale]);

  const { errors, touchedFields, dirtyFields, isSubmitted } = form.formState;
  /** The message to show for a field now (see above), or undefined. */
  const shownError = (path: string): string | undefined => {
    const error = get(errors, path) as FieldError | undefined;
    if (!error?.message) return undefined;
    const visible = isSubmitted || get(touchedFields, path) || get(dirtyFields, path);
    return visible ? error.message : undefined;
  };
  const invalidSections = new Set<GuestFormSectionId>();
  const collect = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    if ('message' in node && typeof (node as FieldError).message === 'string') {
      if (shownError(path)) invalidSections.add(sectionOf(path));
      return;
    }
    for (const [key, child] of Object.entries(node)) collect(child, path ? `${path}.${key}` : key);
  };
  collect(errors, '');
  return { form, shownError, invalidSections };
}
