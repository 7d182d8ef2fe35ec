import { BRAND_AUTO_SAVE_DELAY_MS } from '@wedding/core';
import {
  BASE_COLOR_ROLES,
  BRAND_FONTS,
  COLOR_MODES,
  type ColorMode,
  type Density,
  findFont,
  LAYOUTS,
  type ThemeColors,
  type ThemeFonts,
} from '@wedding/tokens';
import { Button, ConfirmDialog, IconButton, Popover, RadioGroup, Select, Tabs, TextField } from '@wedding/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStudioText } from '../../i18n/use-studio-text';
import { ColorPicker } from '../ColorPicker/ColorPicker';
import { DensitySelector } from '../DensitySelector/DensitySelector';
import { ColorSwatch } from '../shared/ColorSwatch';
import { Segmented } from '../shared/Segmented';
import * as shared from '../shared/studio.css';
import * as styles from './BrandPanel.css';
import {
  type BrandDraft,
  type BrandErrors,
  type BrandIdentity,
  readableColors,
  sameBrandDraft,
  validateBrand,
} from './brand-draft';

export const BRAND_PANEL_TABS = ['colors', 'typography', 'layout', 'spacing'] as const;
export type BrandPanelTab = (typeof BRAND_PANEL_TABS)[number];

export interface BrandPanelBrand extends BrandIdentity {
  colors: ThemeColors;
  fonts: ThemeFonts;
  layout: string;
}

/** The code of a failed brand save the product specification names, on the alert and in `onSaveError`. */
export const BRAND_SAVE_FAILED = 'SAVE_FAILED' as const;

export interface BrandPanelProps {
  brand: BrandPanelBrand;
  density: Density;
  /** Stores the brand's colours, fonts and layout and the density; a rejection shows 'Failed to save customization'. */
  onSave: (brand: BrandPanelBrand, density: Density) => Promise<void>;
  /** Told of a rejected save with its code, e.g. for the host's error reporting; the panel shows the alert itself. */
  onSaveError?: (failure: { code: typeof BRAND_SAVE_FAILED; error: unknown }) => void;
  /** Shows a Close action; with unsaved changes it asks first. */
  onClose?: () => void;
  /** Wait after a valid change before it is saved (docs/requirements.md A4: 200 ms). */
  autoSaveDelayMs?: number;
  defaultTab?: BrandPanelTab;
}

type SaveState = 'saved' | 'pending' | 'saving' | 'failed';

const draftOf = (brand: BrandPanelBrand, density: Density): BrandDraft => ({
  colors: brand.colors,
  fonts: brand.fonts,
  layout: brand.layout,
  density,
});

/**
 * Brand customization panel (docs/requirements.md A2, A4 and A5): tabs Colors, Typography, Layout, Spacing; the spec's
 * validation messages (save is blocked while any exists); auto-save 200 ms after a valid change; reset to the brand as
 * it was opened; Close asks for confirmation while changes are unsaved. Loaded on demand through LazyBrandPanel.
 */
export function BrandPanel({
  brand,
  density,
  onSave,
  onSaveError,
  onClose,
  autoSaveDelayMs = BRAND_AUTO_SAVE_DELAY_MS,
  defaultTab = 'colors',
}: BrandPanelProps) {
  const { t, message } = useStudioText();
  const [original] = useState(() => draftOf(brand, density));
  const [draft, setDraft] = useState<BrandDraft>(original);
  const [saved, setSaved] = useState<BrandDraft>(original);
  const [state, setState] = useState<SaveState>('saved');
  const [confirmClose, setConfirmClose] = useState(false);
  const [mode, setMode] = useState<ColorMode>('light');
  const titleId = useId();
  const colorHintId = useId();
  // Typed #hex and colour names count as the oklch() they read as; the field shows that text once left.
  const colors = useMemo(() => readableColors(draft.colors), [draft.colors]);
  const errors: BrandErrors = validateBrand(brand, { ...draft, colors });
  const errorEntries = Object.entries(errors);
  const dirty = !sameBrandDraft(draft, saved);
  const saveRef = useRef(onSave);
  saveRef.current = onSave;
  const saveErrorRef = useRef(onSaveError);
  saveErrorRef.current = onSaveError;

  // docs/requirements.md A4: saves on its own once changes exist and nothing is invalid, 200 ms after the last change.
  useEffect(() => {
    if (!dirty || errorEntries.length > 0) return;
    setState('pending');
    const timer = setTimeout(async () => {
      setState('saving');
      try {
        await saveRef.current({ ...brand, colors, fonts: draft.fonts, layout: draft.layout }, draft.density);
        setSaved(draft);
        setState('saved');
      } catch (error) {
        setState('failed');
        saveErrorRef.current?.({ code: BRAND_SAVE_FAILED, error });
      }
    }, autoSaveDelayMs);
    return () => clearTimeout(timer);
  }, [draft, colors, dirty, errorEntries.length, brand, autoSaveDelayMs]);

  const errorText = (field: string) => {
    const error = errors[field];
    if (!error) return undefined;
    const role = field.split('.').at(-1) ?? '';
    const params = field.startsWith('colors.')
      ? { ...error.params, key: t(`role.${role}` as 'role.primary') }
      : error.params;
    return message(error.key, params);
  };

  const setColor = (colorMode: ColorMode, role: (typeof BASE_COLOR_ROLES)[number], value: string) =>
    setDraft((current) => ({
      ...current,
      colors: { ...current.colors, [colorMode]: { ...current.colors[colorMode], [role]: value } },
    }));

  const close = () => {
    if (dirty) setConfirmClose(true);
    else onClose?.();
  };

  return (
    <section className={styles.root} aria-labelledby={titleId} data-state={state}>
      <div className={styles.header}>
        <div className={styles.identity}>
          <h2 id={titleId} className={styles.name}>
            {brand.brandName.trim() || t('brand.untitled')}
          </h2>
          {brand.brandId ? <span className={styles.id}>{brand.brandId}</span> : null}
          {brand.description ? <p className={shared.hint}>{brand.description}</p> : null}
        </div>
        <div className={styles.actions}>
          <Button
            variant="outline"
            size="sm"
            isDisabled={sameBrandDraft(draft, original)}
            onPress={() => setDraft(original)}
          >
            {t('brand.reset')}
          </Button>
          {onClose ? (
            <Button variant="ghost" size="sm" onPress={close}>
              {t('brand.close')}
            </Button>
          ) : null}
        </div>
      </div>
      <div role="status" className={shared.status}>
        {errorEntries.length > 0
          ? t('brand.blocked')
          : state === 'saving' || state === 'pending'
            ? t('status.saving')
            : state === 'saved'
              ? dirty
                ? t('status.unsaved')
                : t('status.saved')
              : ''}
      </div>
      {state === 'failed' ? (
        <p role="alert" className={shared.alert} data-error-code={BRAND_SAVE_FAILED}>
          {message('brand.saveFailed')}
        </p>
      ) : null}
      {errorEntries.length > 0 ? (
        <ul className={styles.errorList} aria-label={t('brand.errors')}>
          {errorEntries.map(([field]) => (
            <li key={field}>{errorText(field)}</li>
          ))}
        </ul>
      ) : null}
      <Tabs.Root defaultValue={defaultTab}>
        <Tabs.List aria-label={t('brand.tabs')}>
          {BRAND_PANEL_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t(`brand.tab.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="colors">
          <div className={shared.section}>
            <Segmented
              label={t('colors.mode')}
              options={COLOR_MODES.map((entry) => ({ value: entry, label: t(`mode.${entry}`) }))}
              value={mode}
              onChange={setMode}
            />
            <p id={colorHintId} className={shared.hint}>
              {t('brand.colorHint')}
            </p>
            <div className={styles.colorRows}>
              {BASE_COLOR_ROLES.map((role) => (
                <div key={`${mode}-${role}`} className={styles.colorRow}>
                  <span className={styles.swatchSlot}>
                    <Popover
                      aria-label={t('brand.pickColor', { role: t(`role.${role}`), mode: t(`mode.${mode}`) })}
                      trigger={
                        <IconButton
                          aria-label={t('brand.pickColor', {
                            role: t(`role.${role}`),
                            mode: t(`mode.${mode}`),
                          })}
                          icon={<ColorSwatch color={colors[mode][role]} size="2rem" />}
                          variant="ghost"
                        />
                      }
                    >
                      <ColorPicker
                        label={t('brand.colorLabel', { role: t(`role.${role}`), mode: t(`mode.${mode}`) })}
                        value={colors[mode][role]}
                        defaultValue={original.colors[mode][role]}
                        onChange={(value) => setColor(mode, role, value)}
                      />
                    </Popover>
                  </span>
                  <div className={shared.grow}>
                    <TextField
                      label={t('brand.colorLabel', { role: t(`role.${role}`), mode: t(`mode.${mode}`) })}
                      aria-describedby={colorHintId}
                      value={draft.colors[mode][role]}
                      onChange={(value) => setColor(mode, role, value)}
                      onBlur={() => {
                        if (colors[mode][role] !== draft.colors[mode][role])
                          setColor(mode, role, colors[mode][role]);
                      }}
                      errorMessage={errorText(`colors.${mode}.${role}`)}
                      autoComplete="off"
                    />
                  </div>
                </div>
              ))}
            </div>
          </div>
        </Tabs.Content>
        <Tabs.Content value="typography">
          <div className={styles.fonts}>
            {(['heading', 'body'] as const).map((role) => (
              <Select
                key={role}
                label={t(`fonts.${role}`)}
                placeholder={t('brand.chooseFont')}
                options={BRAND_FONTS.map((font) => ({
                  id: font,
                  label: findFont(font)?.displayName ?? font,
                }))}
                selectedKey={draft.fonts[role] || null}
                onSelectionChange={(key) =>
                  setDraft((current) => ({ ...current, fonts: { ...current.fonts, [role]: String(key) } }))
                }
                errorMessage={errorText('fonts')}
              />
            ))}
          </div>
        </Tabs.Content>
        <Tabs.Content value="layout">
          <RadioGroup
            label={t('layout.label')}
            options={LAYOUTS.map((layout) => ({ value: layout, label: t(`layout.${layout}.name`) }))}
            value={
              (LAYOUTS as readonly string[]).includes(draft.layout)
                ? (draft.layout as (typeof LAYOUTS)[number])
                : null
            }
            onChange={(layout) => setDraft((current) => ({ ...current, layout }))}
            errorMessage={errorText('layout')}
          />
        </Tabs.Content>
        <Tabs.Content value="spacing">
          <DensitySelector
            variant="slider"
            value={draft.density}
            onChange={(next) => setDraft((current) => ({ ...current, density: next }))}
          />
        </Tabs.Content>
      </Tabs.Root>
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={t('brand.unsavedTitle')}
        description={t('brand.unsavedBody')}
        confirmLabel={t('brand.discard')}
        cancelLabel={t('brand.keepEditing')}
        onConfirm={() => {
          setConfirmClose(false);
          onClose?.();
        }}
      />
    </section>
  );
}
