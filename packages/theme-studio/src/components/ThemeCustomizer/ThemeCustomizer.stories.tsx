import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_CUSTOMIZATION, THEME_PREVIEW_SIZE, translate } from '@wedding/core';
import { THEME_PRESETS } from '@wedding/tokens';
import { useCallback } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { studioText } from '../../i18n/use-studio-text';
import { type SaveTheme, ThemeSaveConflict } from '../../state/theme-studio-controller';
import { atPhoneWidth, withStudioProviders } from '../../story-helpers/decorators';
import { memorySave, renderDemoSite } from '../../story-helpers/fixtures';
import { ThemeCustomizer, type ThemeCustomizerProps } from './ThemeCustomizer';

const { t } = studioText('de');
const preset = THEME_PRESETS.find((entry) => entry.id === 'sage-modern');

function Example(props: Omit<ThemeCustomizerProps, 'renderPreview' | 'customization' | 'version'>) {
  const renderPreview = useCallback((mode: 'light' | 'dark') => renderDemoSite(mode), []);
  return (
    <ThemeCustomizer
      {...props}
      customization={DEFAULT_CUSTOMIZATION}
      version={1}
      renderPreview={renderPreview}
      previewSections={[
        { id: 'schedule', label: 'Ablauf' },
        { id: 'rsvp', label: 'Zusage' },
      ]}
    />
  );
}

const meta = {
  title: 'Theme studio/Theme customizer',
  tags: ['autodocs'],
  component: Example,
  decorators: [withStudioProviders],
  args: { save: memorySave() as SaveTheme, isPremiumPlan: true, onPremiumRequired: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

const toasts = () => within(document.body);

/**
 * docs/requirements.md A4: a preset applies at once, saves ('Theme "{name}" applied and saved!') and is the selected
 * card.
 */
export const ApplyPresetAndUndo: Story = {
  args: { save: memorySave() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(preset?.name ?? '') }));
    await toasts().findByText(translate('theme.appliedAndSaved', 'de', { name: preset?.name ?? '' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: new RegExp(preset?.name ?? '') })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('history.undo') }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Classic Navy/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('history.redo') }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: new RegExp(preset?.name ?? '') })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  },
};

/** Colours tab: a low-contrast primary shows the warning; the fix brings every pair to 4.5:1; Ctrl+Z undoes. */
export const ColoursContrastFix: Story = {
  args: { save: memorySave() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: t('tab.colors') }));
    const field = await canvas.findByRole('textbox', { name: t('picker.value') });
    await userEvent.clear(field);
    await userEvent.type(field, 'oklch(0.93 0.03 90){Enter}');
    await expect(await canvas.findByText(/^Warnung:/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('contrast.fixAll') }));
    await waitFor(() => expect(canvas.getByText(t('contrast.allPass'))).toBeVisible());
    await userEvent.click(canvas.getByRole('tab', { name: t('tab.colors') }));
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(await canvas.findByText(/^Warnung:/)).toBeVisible();
  },
};

/** A save that fails: the spec's auto-save toast, the draft stays, and saving can be retried. */
export const SaveFails: Story = {
  args: { save: memorySave({ fail: true }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: t('tab.layout') }));
    await userEvent.click(await canvas.findByRole('radio', { name: new RegExp(t('layout.romantic.name')) }));
    await toasts().findByText(translate('theme.autoSaveFailed', 'de'), undefined, { timeout: 4000 });
    await expect(canvas.getByRole('button', { name: t('history.retry') })).toBeVisible();
  },
};

let conflictRaised = false;
const conflictingSave: SaveTheme = async (customization, { version }) => {
  if (!conflictRaised) {
    conflictRaised = true;
    throw new ThemeSaveConflict({
      customization: { ...DEFAULT_CUSTOMIZATION, density: 'spacious' },
      version: version + 1,
    });
  }
  return { customization, version: version + 2 };
};

/** A 409: the newer design is shown, the couple's draft is kept and re-applied on request. */
export const VersionConflict: Story = {
  args: { save: conflictingSave },
  play: async ({ canvas, userEvent }) => {
    conflictRaised = false;
    await userEvent.click(canvas.getByRole('tab', { name: t('tab.layout') }));
    await userEvent.click(await canvas.findByRole('radio', { name: new RegExp(t('layout.modern.name')) }));
    await expect(await canvas.findByText(t('conflict.title'), undefined, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t('density.spacious') })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('conflict.reapply') }));
    await waitFor(() => expect(canvas.queryByText(t('conflict.title'))).toBeNull());
    await expect(canvas.getByRole('radio', { name: new RegExp(t('layout.modern.name')) })).toBeChecked();
  },
};

/** Monitoring on: the performance tab lists how long edits took to reach the preview. */
export const Monitoring: Story = {
  args: { save: memorySave(), monitoring: true, onTimingSample: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: t('tab.layout') }));
    await userEvent.click(await canvas.findByRole('radio', { name: new RegExp(t('layout.artdeco.name')) }));
    await waitFor(() => expect(args.onTimingSample).toHaveBeenCalled());
    await userEvent.click(canvas.getByRole('tab', { name: t('tab.performance') }));
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

/**
 * The preview tab: a light and a dark panel, each the page drawn at 1440x900 and scaled down whole to the column (the
 * frame keeps the 1440:900 shape, the page fills it).
 */
export const PreviewTabAt1440x900: Story = {
  args: { save: memorySave() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: t('tab.preview') }));
    const panel = await canvas.findByRole('tabpanel', { name: t('tab.preview') });
    const { width, height } = THEME_PREVIEW_SIZE;
    for (const mode of ['light', 'dark'] as const) {
      const caption = within(panel).getByText(
        t('preview.fullPanel', { mode: t(`mode.${mode}`), width, height }),
      );
      const page = caption.closest('figure')?.querySelector<HTMLElement>(`[data-preview-mode="${mode}"]`);
      const frame = page?.parentElement;
      if (!page || !frame) throw new Error(`no ${mode} preview page`);
      // offsetWidth/offsetHeight are the page's layout size, before the scale-down.
      await expect({ mode, width: page.offsetWidth, height: page.offsetHeight }).toEqual({
        mode,
        width,
        height,
      });
      await waitFor(() => {
        const shown = page.getBoundingClientRect();
        const box = frame.getBoundingClientRect();
        const border = getComputedStyle(frame);
        const inside = {
          width: box.width - parseFloat(border.borderLeftWidth) - parseFloat(border.borderRightWidth),
          height: box.height - parseFloat(border.borderTopWidth) - parseFloat(border.borderBottomWidth),
        };
        // The whole page shows: scaled, it fills the frame's inside (the frame crops what sticks out), give or take
        // the sub-pixel the scale is rounded by.
        expect({ mode, widthFits: Math.abs(shown.width - inside.width) < 1 }).toEqual({
          mode,
          widthFits: true,
        });
        expect({ mode, heightFits: Math.abs(shown.height - inside.height) < 1 }).toEqual({
          mode,
          heightFits: true,
        });
        expect(inside.width / inside.height).toBeCloseTo(width / height, 2);
      });
    }
  },
};

export const Phone: Story = { ...atPhoneWidth, args: { save: memorySave() } };
