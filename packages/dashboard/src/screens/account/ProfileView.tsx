import { type AuthUser, type Locale, registerRequestSchema, type ThemePreference } from '@wedding/core';
import { Avatar, Button, Card, LanguageSelector, RadioGroup, useUiStrings } from '@wedding/ui';
import { useState } from 'react';
import { AppLink } from '../../app/navigation';
import * as list from '../../components/card-list.css';
import { FormTextField } from '../../components/form/FormTextField';
import { useCoreForm } from '../../components/form/useCoreForm';
import { useDashboardText } from '../../i18n/dashboard-text';
import { SettingsIcon } from '../../shell/nav-icons';
import * as styles from './AccountView.css';

const nameSchema = registerRequestSchema.pick({ name: true });

export interface ProfileViewProps {
  user: AuthUser;
  onSaveName: (name: string) => Promise<void>;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  colorMode: ThemePreference;
  onColorModeChange: (mode: ThemePreference) => void;
  settingsHref?: string;
}

/**
 * '/dashboard/profile' (docs/requirements.md A2, from the user block): who you are, your name, language and colour
 * scheme.
 */
export function ProfileView({
  user,
  onSaveName,
  locale,
  onLocaleChange,
  colorMode,
  onColorModeChange,
  settingsHref = '/account/settings',
}: ProfileViewProps) {
  const text = useDashboardText('account');
  const { t } = useUiStrings();
  const [saving, setSaving] = useState(false);
  const form = useCoreForm(nameSchema, {
    values: { name: user.name },
    resetOptions: { keepDirtyValues: true },
  });
  const submit = form.handleSubmit(async ({ name }) => {
    setSaving(true);
    try {
      await onSaveName(name);
    } catch {
      // The screen says why; the typed name stays.
    } finally {
      setSaving(false);
    }
  });
  return (
    <div className={styles.page}>
      <Card title={text('profile.title')} description={text('profile.description')} headingLevel={2}>
        <div className={styles.stack}>
          <div className={styles.identity}>
            <Avatar name={user.username} size="lg" />
            <dl className={styles.facts}>
              <dt className={styles.term}>{text('profile.username')}</dt>
              <dd className={styles.definition}>{user.username}</dd>
              <dt className={styles.term}>{text('profile.role')}</dt>
              <dd className={styles.definition}>{t(`userMenu.role.${user.role}`)}</dd>
            </dl>
          </div>
          <form className={styles.stack} noValidate onSubmit={submit}>
            <FormTextField
              control={form.control}
              name="name"
              label={text('profile.name')}
              autoComplete="name"
              isRequired
            />
            <div className={styles.actions}>
              <Button type="submit" variant="outline" isPending={saving}>
                {text('profile.saveName')}
              </Button>
            </div>
          </form>
          <AppLink href={settingsHref} className={list.link}>
            <SettingsIcon aria-hidden="true" width="1em" height="1em" /> {text('profile.toSettings')}
          </AppLink>
        </div>
      </Card>
      <Card title={text('preferences.title')} description={text('preferences.description')} headingLevel={2}>
        <div className={styles.stack}>
          <LanguageSelector value={locale} onChange={onLocaleChange} />
          <RadioGroup<ThemePreference>
            label={text('preferences.theme')}
            options={[
              { value: 'light', label: text('preferences.light') },
              { value: 'dark', label: text('preferences.dark') },
              { value: 'system', label: text('preferences.system') },
            ]}
            value={colorMode}
            onChange={onColorModeChange}
          />
        </div>
      </Card>
    </div>
  );
}
