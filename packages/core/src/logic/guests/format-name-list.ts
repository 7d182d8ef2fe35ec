import type { Locale } from '../../constants';

/** Names joined as the language joins them: "Anna, Ben und Carla", "Anna i Ben", "Anna और Ben". */
export function formatNameList(names: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
}
