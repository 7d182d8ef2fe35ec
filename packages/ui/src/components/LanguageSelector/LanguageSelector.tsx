import { LOCALES, type Locale } from '@wedding/core';
import { useUiStrings } from '../../i18n/useUiStrings';
import { Select } from '../Select/Select';
import { languageName } from './language-name';

export interface LanguageSelectorProps {
  value: Locale;
  onChange: (locale: Locale) => void;
  isDisabled?: boolean;
}

const options = LOCALES.map((locale) => ({ id: locale, label: languageName(locale) }));

/** docs/requirements.md A9 and B2: the six languages, each named in its own language. */
export function LanguageSelector({ value, onChange, isDisabled }: LanguageSelectorProps) {
  const { t } = useUiStrings();
  return (
    <Select<Locale>
      label={t('languageSelector.label')}
      options={options}
      selectedKey={value}
      onSelectionChange={(key) => {
        if (key !== null && key !== value) onChange(key as Locale);
      }}
      isDisabled={isDisabled}
    />
  );
}
