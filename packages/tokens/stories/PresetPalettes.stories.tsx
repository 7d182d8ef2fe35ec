import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTRAST_TARGET, CONTRAST_WARNING_BELOW, THEME_PRESETS } from '@wedding/tokens';
import { expect, within } from 'storybook/test';
import { formatRatio } from './components/format-ratio';
import { PresetExplorer } from './components/PresetExplorer';
import { PresetPaletteTable, presetContrast } from './components/PresetPaletteTable';
import { readGlobals } from './components/story-globals';
import { TokenPage } from './components/TokenPage';
import { section } from './components/token-docs.css';

const meta = {
  title: 'Tokens/Preset palettes',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Parses "4,52:1" or "4.52:1" back into a number, whatever the locale's decimal separator. */
function displayedRatio(text: string): number {
  return Number(text.replace(/:1$/, '').replace(',', '.'));
}

export const AllPresets: Story = {
  name: 'All presets, light and dark',
  render: (_args, { globals }) => {
    const { locale } = readGlobals(globals);
    return (
      <TokenPage
        title="Preset palettes"
        lead={`All ${THEME_PRESETS.length} theme presets with their five colours in light and dark mode. Contrast: pass from ${CONTRAST_TARGET}:1, warn from ${CONTRAST_WARNING_BELOW}:1, fail below.`}
      >
        <div className={section}>
          {THEME_PRESETS.map((preset) => (
            <PresetPaletteTable key={preset.id} preset={preset} locale={locale} />
          ))}
        </div>
      </TokenPage>
    );
  },
  play: async ({ canvasElement }) => {
    const tables = within(canvasElement).getAllByRole('table');
    // Spec: at least 12 presets; every one of them is documented.
    expect(tables.length).toBe(THEME_PRESETS.length);
    expect(tables.length).toBeGreaterThanOrEqual(12);
    for (const table of tables) {
      const rows = within(table).getAllByRole('row');
      // Header row plus one row per colour mode.
      expect(rows).toHaveLength(3);
      expect(within(table).getByRole('rowheader', { name: 'Light' })).toBeVisible();
      expect(within(table).getByRole('rowheader', { name: 'Dark' })).toBeVisible();
      // The tables reflow instead of running off the page at a desktop width.
      expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(
        table.parentElement!.getBoundingClientRect().right,
      );
    }
    // The marker must agree with the ratio printed next to it (docs/requirements.md A5: 4.5 target, warning below 3).
    for (const ratio of canvasElement.querySelectorAll<HTMLElement>('[data-level]')) {
      const value = displayedRatio(ratio.firstElementChild?.textContent ?? '');
      const expected = value >= CONTRAST_TARGET ? 'pass' : value >= CONTRAST_WARNING_BELOW ? 'warn' : 'fail';
      expect(ratio.dataset.level).toBe(expected);
    }
  },
};

export const Explorer: Story = {
  name: 'Preset explorer',
  render: (_args, { globals }) => {
    const { locale } = readGlobals(globals);
    return (
      <TokenPage
        title="Preset explorer"
        lead="Choose a preset to see its palettes and every semantic colour the theme derives from them."
      >
        <PresetExplorer locale={locale} />
      </TokenPage>
    );
  },
  play: async ({ canvasElement, userEvent, globals }) => {
    const canvas = within(canvasElement);
    const { locale } = readGlobals(globals);
    const target = THEME_PRESETS.find((preset) => preset.id === 'midnight-gold') ?? THEME_PRESETS.at(-1)!;
    await userEvent.selectOptions(canvas.getByLabelText('Preset'), target.id);

    const palette = canvasElement.querySelector<HTMLElement>(`table[data-preset-id="${target.id}"]`);
    expect(palette).not.toBeNull();
    expect(within(palette!).getByText(target.name)).toBeVisible();
    expect(canvas.getByRole('table', { name: `${target.name}: derived semantic colours` })).toBeVisible();
    for (const mode of ['light', 'dark'] as const) {
      const expected = presetContrast(target, mode);
      const row = palette!.querySelector(`tr[data-mode="${mode}"]`)!;
      expect(row.querySelector('[data-pair="text-on-background"]')).toHaveTextContent(
        formatRatio(expected.textOnBackground, locale),
      );
      expect(row.querySelector('[data-pair="on-primary-on-primary"]')).toHaveTextContent(
        formatRatio(expected.onPrimaryOnPrimary, locale),
      );
    }
  },
};
