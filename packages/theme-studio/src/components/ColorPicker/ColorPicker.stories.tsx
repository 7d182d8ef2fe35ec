import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { DEFAULT_THEME, PRESET_SWATCHES } from '@wedding/tokens';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { studioText } from '../../i18n/use-studio-text';
import { withStudioProviders } from '../../story-helpers/decorators';
import { ColorPicker } from './ColorPicker';

const { t } = studioText('de');
const primary = DEFAULT_THEME.colors.light.primary;

function Example({ onChange, showAlpha }: { onChange: (value: string) => void; showAlpha?: boolean }) {
  const [value, setValue] = useState(primary);
  return (
    <div style={{ maxWidth: '40rem' }}>
      <ColorPicker
        label={t('role.primary')}
        value={value}
        defaultValue={primary}
        showAlpha={showAlpha}
        contrastWith={{ label: t('role.background'), color: DEFAULT_THEME.colors.light.background }}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Theme studio/Colour picker',
  tags: ['autodocs'],
  component: Example,
  decorators: [withStudioProviders],
  args: { onChange: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

const valueField = (canvas: { getByRole: (role: string, options: object) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: t('picker.value') });

/** Hex and other CSS forms are taken and written back as oklch(). */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.clear(valueField(canvas));
    await userEvent.type(valueField(canvas), '#336699{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^oklch\(/)));
    await expect(valueField(canvas)).toHaveValue(args.onChange.mock.lastCall?.[0]);
    await expect(canvas.getByText(/Kontrast zu Hintergrund/)).toBeVisible();
  },
};

/**
 * Errors (docs/requirements.md A5): 'Invalid color format', one 'Invalid {channel} value' per channel; the typed text
 * stays.
 */
export const InvalidInputKeepsTheText: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.clear(valueField(canvas));
    await userEvent.type(valueField(canvas), 'not a colour{Enter}');
    await expect(await canvas.findByText(translate('color.invalidFormat', 'de'))).toBeVisible();
    await expect(valueField(canvas)).toHaveValue('not a colour');
    await userEvent.clear(valueField(canvas));
    await userEvent.type(valueField(canvas), 'oklch(1.2 0.5 20){Enter}');
    const channels = [
      translate('color.invalidChannel', 'de', { channel: t('channel.lightness') }),
      translate('color.invalidChannel', 'de', { channel: t('channel.chroma') }),
    ].join(', ');
    await expect(await canvas.findByText(channels)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Sliders with the spec's ranges and steps; the keyboard moves them. */
export const SlidersByKeyboard: Story = {
  args: { showAlpha: true },
  play: async ({ canvas, userEvent, args }) => {
    const lightness = canvas.getByRole('slider', { name: t('channel.lightness') });
    await expect(lightness).toHaveAttribute('max', '1');
    await expect(lightness).toHaveAttribute('step', '0.01');
    await expect(canvas.getByRole('slider', { name: t('channel.chroma') })).toHaveAttribute('max', '0.4');
    await expect(canvas.getByRole('slider', { name: t('channel.hue') })).toHaveAttribute('max', '360');
    await expect(canvas.getByRole('slider', { name: t('channel.alpha') })).toBeVisible();
    lightness.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** Ten swatches, harmonies and reset. */
export const SwatchesHarmoniesReset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const swatches = PRESET_SWATCHES.map((swatch) =>
      canvas.getByRole('button', { name: t(`swatch.${swatch.name}` as 'swatch.Rose') }),
    );
    await expect(swatches).toHaveLength(10);
    await userEvent.click(swatches[5] as HTMLElement);
    await expect(args.onChange).toHaveBeenLastCalledWith(PRESET_SWATCHES[5]?.value);
    await expect(swatches[5]).toHaveAttribute('aria-pressed', 'true');
    const harmony = canvas.getByRole('list', {
      name: t('picker.harmonyColors', { harmony: t('harmony.complementary') }),
    });
    await expect(harmony.querySelectorAll('button')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: t('picker.reset') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(primary);
  },
};
