import {
  createThemeVersionRequestSchema,
  THEME_VERSION_NAME_MAX_LENGTH,
  type ThemeDesign,
} from '@wedding/core';
import { Button, ConfirmDialog, TextField } from '@wedding/ui';
import { type FormEvent, useState } from 'react';
import { useStudioText } from '../../i18n/use-studio-text';
import { ColorSwatch } from '../shared/ColorSwatch';
import * as shared from '../shared/studio.css';
import * as styles from './VersionsPanel.css';

export interface ThemeVersionItem {
  id: string;
  name: string;
  /** ISO timestamp. */
  createdAt: string;
  createdBy?: string | null;
  design: ThemeDesign;
}

export interface VersionsPanelProps {
  versions: readonly ThemeVersionItem[];
  /** How many versions may be kept (the save is offered until then). */
  max: number;
  /** Saves the current design under `name`; a rejection is shown with `describeError`. */
  onSave: (name: string) => Promise<void>;
  onDelete: (version: ThemeVersionItem) => Promise<void>;
  /** The version's design becomes the draft (an undoable edit, saved like any other). */
  onRestore: (version: ThemeVersionItem) => void;
  describeError: (error: unknown) => string;
}

/** Named versions (beyond docs/requirements.md): save the current design under a name, restore or delete one. */
export function VersionsPanel({
  versions,
  max,
  onSave,
  onDelete,
  onRestore,
  describeError,
}: VersionsPanelProps) {
  const { t, message, locale } = useStudioText();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<ThemeVersionItem | null>(null);
  const full = versions.length >= max;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createThemeVersionRequestSchema.safeParse({ name });
    if (!parsed.success) {
      setError(
        message(parsed.error.issues[0]?.message as 'themeVersion.nameRequired', {
          max: THEME_VERSION_NAME_MAX_LENGTH,
        }),
      );
      return;
    }
    setSaving(true);
    try {
      await onSave(parsed.data.name);
      setName('');
      setError(null);
    } catch (failure) {
      // What was typed stays, with the reason.
      setError(describeError(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={shared.section}>
      <p className={shared.hint}>{t('versions.intro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={shared.grow}>
          <TextField
            label={t('versions.name')}
            value={name}
            onChange={(next) => {
              setName(next);
              if (error) setError(null);
            }}
            maxLength={THEME_VERSION_NAME_MAX_LENGTH}
            errorMessage={error ?? undefined}
            description={
              full ? t('versions.full', { max }) : t('versions.count', { count: versions.length, max })
            }
            isDisabled={full}
          />
        </div>
        <div className={styles.submit}>
          <Button type="submit" variant="primary" isPending={saving} isDisabled={full}>
            {t('versions.save')}
          </Button>
        </div>
      </form>
      {versions.length === 0 ? (
        <p className={shared.hint}>{t('versions.none')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('versions.list')}>
          {versions.map((version) => (
            <li key={version.id} className={styles.item}>
              <span className={styles.palette} aria-hidden="true">
                {(['primary', 'secondary', 'accent', 'background'] as const).map((role) => (
                  <ColorSwatch key={role} color={version.design.theme.colors.light[role]} size="1.25rem" />
                ))}
              </span>
              <span className={styles.itemText}>
                <span className={styles.itemName}>{version.name}</span>
                <span className={styles.itemMeta}>
                  {version.createdBy
                    ? t('versions.savedBy', {
                        date: date.format(new Date(version.createdAt)),
                        user: version.createdBy,
                      })
                    : date.format(new Date(version.createdAt))}
                </span>
              </span>
              <span className={styles.actions}>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('versions.restoreOne', { name: version.name })}
                  onPress={() => onRestore(version)}
                >
                  {t('versions.restore')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('versions.deleteOne', { name: version.name })}
                  onPress={() => setDeleting(version)}
                >
                  {t('versions.delete')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('versions.deleteTitle')}
        description={t('versions.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('versions.delete')}
        onConfirm={async () => {
          if (deleting) await onDelete(deleting);
        }}
        describeError={describeError}
      />
    </div>
  );
}
