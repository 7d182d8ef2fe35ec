import {
  type Locale,
  SITE_TEXT_LIMITS,
  type SiteContentResponse,
  type SiteTextField,
  type SiteTexts,
  siteTextsSchema,
} from '@wedding/core';
import { Button, Card, ConfirmDialog, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormTextArea } from '../../components/form/FormTextArea';
import { FormTextField } from '../../components/form/FormTextField';
import { useCoreForm } from '../../components/form/useCoreForm';
import { languageIn } from '../../components/WritingLanguage/language-in';
import { WritingLanguageSelect } from '../../components/WritingLanguage/WritingLanguageSelect';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './ContentView.css';
import { fallbackLocaleFor, textsFor, writtenLocales } from './site-texts';

const GROUPS = [
  { id: 'welcome', fields: ['welcomeTitle', 'welcomeText'] },
  { id: 'ceremony', fields: ['ceremonyTitle', 'ceremonyText'] },
  { id: 'reception', fields: ['receptionTitle', 'receptionText'] },
  { id: 'travel', fields: ['travelText'] },
] as const satisfies readonly { id: string; fields: readonly SiteTextField[] }[];

const isTitle = (field: SiteTextField) => field.endsWith('Title');

export interface TextsPanelProps {
  content: SiteContentResponse;
  writingLocale: Locale;
  onWritingLocaleChange: (locale: Locale) => void;
  /** Resolves when saved; rejects (the form keeps what was typed). */
  onSave: (locale: Locale, texts: SiteTexts) => Promise<void>;
}

/** The welcome, ceremony, reception and travel texts of one language, with where guests read a missing one. */
export function TextsPanel({ content, writingLocale, onWritingLocaleChange, onSave }: TextsPanelProps) {
  const text = useDashboardText('content');
  const uiLocale = useUiLocale();
  const saved = textsFor(content.infos, writingLocale);
  const form = useCoreForm(siteTextsSchema, { values: saved, resetOptions: { keepDirtyValues: false } });
  const [saving, setSaving] = useState(false);
  const [pendingLocale, setPendingLocale] = useState<Locale | null>(null);
  // Read while rendering, so react-hook-form tracks it.
  const isDirty = form.formState.isDirty;
  const written = writtenLocales(content.infos);
  const typed = useWatch({ control: form.control });
  const main = languageIn(content.mainLocale, uiLocale);
  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      await onSave(writingLocale, values);
    } catch {
      // The screen says why; everything typed stays.
    } finally {
      setSaving(false);
    }
  });
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <div className={styles.languageRow}>
        <WritingLanguageSelect
          label={text('language.label')}
          value={writingLocale}
          written={written}
          writtenLabel={(language) => text('language.written', { language })}
          description={text('language.main', { language: main })}
          onChange={(next) => (isDirty ? setPendingLocale(next) : onWritingLocaleChange(next))}
        />
      </div>
      <div className={styles.groups}>
        {GROUPS.map((group) => (
          <Card key={group.id} title={text(`${group.id}.title`)} headingLevel={2}>
            <div className={styles.fields}>
              {group.fields.map((field) => {
                // Only an empty field says where guests read the text instead.
                const fallback = (typed[field] ?? '').trim()
                  ? null
                  : fallbackLocaleFor(content.infos, field, writingLocale, content.mainLocale);
                const description = fallback
                  ? text('field.fallback', { language: languageIn(fallback, uiLocale) })
                  : undefined;
                return isTitle(field) ? (
                  <FormTextField
                    key={field}
                    control={form.control}
                    name={field}
                    label={text(`field.${field}`)}
                    description={description}
                    maxLength={SITE_TEXT_LIMITS[field]}
                  />
                ) : (
                  <FormTextArea
                    key={field}
                    control={form.control}
                    name={field}
                    label={text(`field.${field}`)}
                    description={description}
                    maxLength={SITE_TEXT_LIMITS[field]}
                    rows={4}
                  />
                );
              })}
            </div>
          </Card>
        ))}
      </div>
      <div className={styles.actions}>
        <Button type="submit" isPending={saving}>
          {text('save')}
        </Button>
      </div>
      <ConfirmDialog
        open={pendingLocale !== null}
        onOpenChange={(open) => (open ? undefined : setPendingLocale(null))}
        tone="default"
        title={text('discard.title')}
        description={text('discard.description', { language: languageIn(writingLocale, uiLocale) })}
        confirmLabel={text('discard.confirm')}
        cancelLabel={text('discard.cancel')}
        onConfirm={() => {
          if (pendingLocale) onWritingLocaleChange(pendingLocale);
        }}
      />
    </form>
  );
}
