/** A language's own name ("Deutsch", "हिन्दी"), from the runtime's CLDR data rather than a hand-kept list. */
export function languageName(locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
