import {
  contrastLevel,
  contrastRatio,
  formatOklch,
  generateHarmony,
  HARMONIES,
  type Harmony,
  OKLCH_CHANNEL_RANGES,
  type OklchColor,
  PRESET_SWATCHES,
  parseColor,
  toSrgbGamut,
} from '@wedding/tokens';
import { Badge, Button, Select, Slider, TextField } from '@wedding/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStudioText } from '../../i18n/use-studio-text';
import { ColorSwatch } from '../shared/ColorSwatch';
import { formatRatio } from '../shared/format-ratio';
import * as shared from '../shared/studio.css';
import * as styles from './ColorPicker.css';
import { readColorText } from './color-input';

export interface ColorPickerProps {
  label: string;
  /** Any CSS colour; edits come back as oklch() strings. */
  value: string;
  /** Called for every change (slider moves included); the host decides when to save. */
  onChange: (value: string) => void;
  /** Where Reset returns to. */
  defaultValue: string;
  /** Show the alpha slider (docs/requirements.md A2: optional). */
  showAlpha?: boolean;
  /** Shows the contrast against this colour (docs/requirements.md A5: target 4.5, warning below 3). */
  contrastWith?: { label: string; color: string };
}

const FALLBACK: OklchColor = { l: 0.5, c: 0, h: 0, alpha: 1 };

/**
 * Colour picker (inline; docs/requirements.md A2 and A5): a text field for oklch, hex or any CSS colour with the spec's
 * errors (the typed text stays), lightness, chroma, hue and optional alpha sliders with the spec's ranges and steps,
 * the ten preset swatches, harmonies (monochromatic, complementary, triadic, analogous), reset, and the contrast it
 * reaches.
 */
export function ColorPicker({
  label,
  value,
  onChange,
  defaultValue,
  showAlpha,
  contrastWith,
}: ColorPickerProps) {
  const { t, message, locale } = useStudioText();
  const headingId = useId();
  const color = useMemo(
    () => parseColor(value) ?? parseColor(defaultValue) ?? FALLBACK,
    [value, defaultValue],
  );
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [harmony, setHarmony] = useState<Harmony>('complementary');
  const typing = useRef(false);

  // A new value from outside (slider, swatch, undo) replaces the text, unless the person is typing; a refused text
  // stays as typed.
  useEffect(() => {
    if (typing.current) return;
    setText(value);
    setError(null);
  }, [value]);

  const commitText = () => {
    typing.current = false;
    const result = readColorText(text);
    if (!result.ok) {
      setError(
        result.problems
          .map((problem) =>
            message(problem.key, problem.channel ? { channel: t(`channel.${problem.channel}`) } : undefined),
          )
          .join(', '),
      );
      return;
    }
    setError(null);
    setText(result.value);
    if (result.value !== value) onChange(result.value);
  };

  const setChannel = (patch: Partial<OklchColor>) => {
    typing.current = false;
    onChange(formatOklch({ ...color, ...patch }));
  };

  const harmonyColors = useMemo(
    () => generateHarmony(color, harmony).map((entry) => formatOklch(toSrgbGamut(entry))),
    [color, harmony],
  );
  const ratio = contrastWith ? contrastRatio(value, contrastWith.color) : null;
  const level = ratio === null ? null : contrastLevel(ratio);

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.head}>
        <ColorSwatch color={value} size="3rem" />
        <h2 id={headingId} className={styles.title}>
          {label}
        </h2>
      </div>
      <div className={styles.textRow}>
        <div className={shared.grow}>
          <TextField
            label={t('picker.value')}
            description={t('picker.valueHint')}
            value={text}
            onChange={(next) => {
              typing.current = true;
              setText(next);
            }}
            onBlur={commitText}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitText();
            }}
            errorMessage={error ?? undefined}
            autoComplete="off"
          />
        </div>
        <Button variant="outline" onPress={() => onChange(defaultValue)} isDisabled={value === defaultValue}>
          {t('picker.reset')}
        </Button>
      </div>
      <div className={styles.sliders}>
        <Slider
          label={t('channel.lightness')}
          minValue={OKLCH_CHANNEL_RANGES.lightness.min}
          maxValue={OKLCH_CHANNEL_RANGES.lightness.max}
          step={OKLCH_CHANNEL_RANGES.lightness.step}
          value={Math.min(1, Math.max(0, color.l))}
          onChange={(l) => setChannel({ l })}
        />
        <Slider
          label={t('channel.chroma')}
          minValue={OKLCH_CHANNEL_RANGES.chroma.min}
          maxValue={OKLCH_CHANNEL_RANGES.chroma.max}
          step={OKLCH_CHANNEL_RANGES.chroma.step}
          value={Math.min(0.4, Math.max(0, color.c))}
          onChange={(c) => setChannel({ c })}
        />
        <Slider
          label={t('channel.hue')}
          minValue={OKLCH_CHANNEL_RANGES.hue.min}
          maxValue={OKLCH_CHANNEL_RANGES.hue.max}
          step={OKLCH_CHANNEL_RANGES.hue.step}
          value={Math.round(color.h)}
          onChange={(h) => setChannel({ h })}
        />
        {showAlpha ? (
          <Slider
            label={t('channel.alpha')}
            minValue={OKLCH_CHANNEL_RANGES.alpha.min}
            maxValue={OKLCH_CHANNEL_RANGES.alpha.max}
            step={OKLCH_CHANNEL_RANGES.alpha.step}
            value={color.alpha}
            onChange={(alpha) => setChannel({ alpha })}
            formatOptions={{ style: 'percent' }}
          />
        ) : null}
      </div>
      <div className={shared.section}>
        <h3 className={shared.legend}>{t('picker.swatches')}</h3>
        <ul className={styles.swatches}>
          {PRESET_SWATCHES.map((swatch) => (
            <li key={swatch.name}>
              <button
                type="button"
                className={`${shared.plainButton} ${styles.swatchButton}`}
                aria-pressed={parseColor(swatch.value) !== null && swatch.value === value}
                aria-label={t(`swatch.${swatch.name}` as 'swatch.Rose')}
                title={t(`swatch.${swatch.name}` as 'swatch.Rose')}
                onClick={() => onChange(swatch.value)}
              >
                <ColorSwatch color={swatch.value} size="2rem" />
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className={shared.section}>
        <div className={shared.toolbar}>
          <Select
            label={t('picker.harmony')}
            options={HARMONIES.map((id) => ({ id, label: t(`harmony.${id}`) }))}
            selectedKey={harmony}
            onSelectionChange={(key) => setHarmony(key as Harmony)}
          />
        </div>
        <ul
          className={styles.swatches}
          aria-label={t('picker.harmonyColors', { harmony: t(`harmony.${harmony}`) })}
        >
          {harmonyColors.map((entry, index) => (
            // Harmony colours can repeat (monochromatic at the lightness limits): the position keys them.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`${entry}-${index}`}>
              <button
                type="button"
                className={`${shared.plainButton} ${styles.swatchButton}`}
                aria-pressed={entry === value}
                aria-label={t('picker.useColor', { color: entry })}
                title={entry}
                onClick={() => onChange(entry)}
              >
                <ColorSwatch color={entry} size="2rem" />
              </button>
            </li>
          ))}
        </ul>
      </div>
      {contrastWith && ratio !== null && level !== null ? (
        <p className={styles.contrast}>
          <span>
            {t('picker.contrastWith', { other: contrastWith.label, ratio: formatRatio(ratio, locale) })}
          </span>
          <Badge tone={level === 'pass' ? 'success' : level === 'warn' ? 'warning' : 'error'}>
            {t(`contrast.level.${level}`)}
          </Badge>
        </p>
      ) : null}
    </section>
  );
}
