import type { MessageParams } from './message-key';

const PLACEHOLDER = /\{(\w+)\}/g;

/** Replaces `{name}` with `params.name`; placeholders without a value stay visible so gaps are noticed. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
