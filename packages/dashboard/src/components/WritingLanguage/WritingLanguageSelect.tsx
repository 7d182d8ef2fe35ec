import { LOCALES, type Locale } from '@wedding/core';
import { languageName, Select } from '@wedding/ui';

export interface WritingLanguageSelectProps {
  label: string;
  value: Locale;
  onChange: (locale: Locale) => void;
  /** Languages that already have text: their option says so (`writtenLabel` gets `{language}`). */
  written: ReadonlySet<Locale>;
  writtenLabel: (language: string) => string;
  description?: string;
}

/**
 * The language the couple is writing in (site texts, schedule): independent of the interface language, so a
 * German-speaking couple can write their English texts without switching the dashboard.
 */
export function WritingLanguageSelect({
  label,
  value,
  onChange,
  written,
  writtenLabel,
  description,
}: WritingLanguageSelectProps) {
  const options = LOCALES.map((locale) => {
    const name = languageName(locale);
    return { id: locale, label: written.has(locale) ? writtenLabel(name) : name };
  });
  return (
    <Select<Locale>
      label={label}
      description={description}
      options={options}
      selectedKey={value}
      onSelectionChange={(key) => {
        if (key !== null && key !== value) onChange(key as Locale);
      }}
    />
  );
}
