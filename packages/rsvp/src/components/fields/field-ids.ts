/** The ids that tie a field's input to its description and error message. */
export function fieldIds(id: string) {
  return {
    input: `${id}-input`,
    label: `${id}-label`,
    description: `${id}-description`,
    error: `${id}-error`,
  };
}

/** `aria-describedby` for what a field shows below its input; undefined when it shows nothing. */
export function describedBy(
  ids: ReturnType<typeof fieldIds>,
  shown: { description?: string | undefined; errorMessage?: string | undefined },
): string | undefined {
  const parts = [shown.description ? ids.description : null, shown.errorMessage ? ids.error : null];
  return parts.filter(Boolean).join(' ') || undefined;
}
