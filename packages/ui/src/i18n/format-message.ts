export type MessageParams = Record<string, string | number>;

/** Replaces `{name}` placeholders; unknown placeholders stay visible so a missing parameter is noticed. */
export function formatMessage(template: string, params: MessageParams | undefined, locale: string): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
  });
}
