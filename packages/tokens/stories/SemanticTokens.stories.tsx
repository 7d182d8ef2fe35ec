import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  COLOR_MODES,
  CONTRAST_TARGET,
  cssVarName,
  DENSITY_SPACING,
  findPreset,
  isDensity,
  SEMANTIC_COLOR_ROLES,
  themeToCssVars,
} from '@wedding/tokens';
import { expect, waitFor, within } from 'storybook/test';
import { SemanticColorTable } from './components/SemanticColorTable';
import { SemanticScaleTable, scaleTokens } from './components/SemanticScaleTable';
import { readGlobals } from './components/story-globals';
import { TokenPage } from './components/TokenPage';

const meta = {
  title: 'Tokens/Semantic tokens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  name: 'Colour roles',
  render: (_args, { globals }) => {
    const { locale, themeKey } = readGlobals(globals);
    return (
      <TokenPage
        title="Semantic colour tokens"
        lead="Components read these roles only (vars.color.* in vanilla-extract, --wed-color-* in CSS). Switch mode and preset in the toolbar: the values follow."
      >
        <SemanticColorTable locale={locale} themeKey={themeKey} />
      </TokenPage>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const table = within(canvasElement).getByRole('table', { name: /Semantic colour tokens/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(SEMANTIC_COLOR_ROLES.length);
    await waitFor(() => expect(table.querySelector('tr[data-role="primary"]')).toHaveTextContent(/oklch\(/));

    // The shipped tokens.css yields exactly what themeToCssVars computes for the toolbar's mode and preset.
    const { colorMode, preset } = readGlobals(globals);
    const mode = COLOR_MODES.find((item) => item === colorMode) ?? 'light';
    const expected = themeToCssVars(findPreset(preset)!.theme, mode);
    expect(document.documentElement.dataset.colorMode).toBe(mode);
    for (const role of SEMANTIC_COLOR_ROLES) {
      const value = expected[cssVarName(['color', role])]!;
      expect(table.querySelector(`tr[data-role="${role}"]`), role).toHaveTextContent(value);
    }
    // Every on-colour is derived to reach the text target on its fill.
    for (const role of ['onPrimary', 'onSecondary', 'onAccent', 'onSuccess', 'onWarning', 'onError']) {
      const marker = table.querySelector<HTMLElement>(`tr[data-role="${role}"] [data-level]`);
      expect(marker, role).not.toBeNull();
      expect(marker!.dataset.level, `${role} on its fill reaches ${CONTRAST_TARGET}:1`).toBe('pass');
    }
  },
};

export const Scales: Story = {
  name: 'Type, spacing, radius, shadow, motion',
  render: (_args, { globals }) => {
    const { themeKey } = readGlobals(globals);
    return (
      <TokenPage
        title="Semantic scale tokens"
        lead="Font roles, type scale, density-driven spacing and border width, radii, shadows and motion."
      >
        <SemanticScaleTable themeKey={themeKey} />
      </TokenPage>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const table = within(canvasElement).getByRole('table', { name: /Semantic scale tokens/ });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(scaleTokens().length);
    const { density } = readGlobals(globals);
    const spacing = DENSITY_SPACING[isDensity(density) ? density : 'comfortable'];
    // Spacing follows the density selected in the toolbar (docs/requirements.md A3).
    await waitFor(() =>
      expect(table.querySelector('tr[data-token="--wed-space-section"]')).toHaveTextContent(spacing.section),
    );
    expect(table.querySelector('tr[data-token="--wed-space-card"]')).toHaveTextContent(spacing.card);
    expect(table.querySelector('tr[data-token="--wed-borderWidth"]')).toHaveTextContent(spacing.border);
  },
};
