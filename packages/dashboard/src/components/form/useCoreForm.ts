import { useUiLocale } from '@wedding/ui';
import { useEffect, useMemo } from 'react';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { coreZodResolver } from './core-zod-resolver';

/**
 * A react-hook-form form validated by a @wedding/core schema, messages in the interface language. Fields are
 * checked when left and then as they change; after a language switch the shown messages are re-made.
 */
export function useCoreForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  const locale = useUiLocale();
  const resolver = useMemo(() => coreZodResolver(schema, locale), [schema, locale]);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    ...options,
    resolver,
  });
  const { trigger, formState } = form;
  const hasErrors = Object.keys(formState.errors).length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-validate only when the language changes.
  useEffect(() => {
    if (hasErrors) void trigger();
  }, [locale]);
  return form;
}
