import { fieldDescriptionStyle, fieldErrorStyle } from '@wedding/ui';
import type { fieldIds } from './field-ids';

/** The description and the error message under a field's input, referenced by its aria-describedby. */
export function FieldMessages({
  ids,
  description,
  errorMessage,
}: {
  ids: ReturnType<typeof fieldIds>;
  description?: string | undefined;
  errorMessage?: string | undefined;
}) {
  return (
    <>
      {description ? (
        <span id={ids.description} className={fieldDescriptionStyle}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={ids.error} className={fieldErrorStyle}>
          {errorMessage}
        </span>
      ) : null}
    </>
  );
}
