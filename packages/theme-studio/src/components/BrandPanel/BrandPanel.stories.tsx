import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { DEFAULT_THEME } from '@wedding/tokens';
import { expect, fn, waitFor, within } from 'storybook/test';
import { studioText } from '../../i18n/use-studio-text';
import { atPhoneWidth, withStudioProviders } from '../../story-helpers/decorators';
import type { BrandPanelBrand } from './BrandPanel';
import { LazyBrandPanel, type LazyBrandPanelProps } from './LazyBrandPanel';

const { t } = studioText('de');
const brand: BrandPanelBrand = {
  brandId: 'anna-und-ben',
  brandName: 'Anna & Ben',
  description: 'Unser Hochzeitsdesign',
  colors: DEFAULT_THEME.colors,
  fonts: DEFAULT_THEME.fonts,
  layout: DEFAULT_THEME.layout,
};

function Example(props: LazyBrandPanelProps) {
  return (
    <div style={{ maxWidth: '48rem' }}>
      <LazyBrandPanel {...props} />
    </div>
  );
}

const meta = {
  title: 'Theme studio/Brand panel',
  tags: ['autodocs'],
  component: Example,
  decorators: [withStudioProviders],
  args: { brand, density: 'comfortable', onSave: fn(async () => undefined), onClose: fn(), onRefresh: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The panel's chunk is fetched on first use: a cold dev server may take seconds to serve it. */
const LOADED = { timeout: 15_000 };

const primaryField = (canvas: {
  findByRole: (role: string, options: object, waitOptions: object) => Promise<HTMLElement>;
}) =>
  canvas.findByRole(
    'textbox',
    { name: t('brand.colorLabel', { role: t('role.primary'), mode: t('mode.light') }) },
    LOADED,
  );

/** Loaded on demand; a valid change saves itself after 200 ms. */
export const AutoSave: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = await primaryField(canvas);
    await userEvent.clear(field);
    await userEvent.type(field, 'oklch(0.5 0.15 20)');
    await waitFor(() =>
      expect(args.onSave).toHaveBeenLastCalledWith(
        expect.objectContaining({
          colors: expect.objectContaining({
            light: expect.objectContaining({ primary: 'oklch(0.5 0.15 20)' }),
          }),
        }),
        'comfortable',
      ),
    );
    await userEvent.click(canvas.getByRole('tab', { name: t('brand.tab.spacing') }));
    const slider = await canvas.findByRole('slider', { name: t('density.label') });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(args.onSave).toHaveBeenLastCalledWith(expect.anything(), 'spacious'));
  },
};

/** A colour typed as #hex or by name counts as the OKLCH it reads as; leaving the field shows that text. */
export const HexAndNamesTyped: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = await primaryField(canvas);
    await userEvent.clear(field);
    await userEvent.type(field, '#ff0000');
    await userEvent.tab();
    await waitFor(() =>
      expect((field as HTMLInputElement).value).toMatch(/^oklch\(0\.62\d+ 0\.25\d+ 29\.\d+\)$/),
    );
    await waitFor(() =>
      expect(args.onSave).toHaveBeenLastCalledWith(
        expect.objectContaining({
          colors: expect.objectContaining({
            light: expect.objectContaining({ primary: (field as HTMLInputElement).value }),
          }),
        }),
        'comfortable',
      ),
    );
    await userEvent.clear(field);
    await userEvent.type(field, 'navy');
    await expect(canvas.queryByText(t('brand.blocked'))).toBeNull();
    await userEvent.tab();
    await waitFor(() => expect((field as HTMLInputElement).value).toMatch(/^oklch\(/));
  },
};

/** The swatch opens the colour picker in a popover; a preset swatch there changes the field. */
export const PickerPopover: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await primaryField(canvas);
    const before = (field as HTMLInputElement).value;
    await userEvent.click(
      canvas.getByRole('button', {
        name: t('brand.pickColor', { role: t('role.primary'), mode: t('mode.light') }),
      }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: t('brand.pickColor', { role: t('role.primary'), mode: t('mode.light') }),
    });
    const lightness = within(dialog).getAllByRole('slider')[0] as HTMLElement;
    lightness.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect((field as HTMLInputElement).value).not.toBe(before));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/**
 * Messages (docs/requirements.md A5); save is blocked while they exist; closing with unsaved changes asks first; reset
 * restores.
 */
export const ValidationBlocksSave: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = await primaryField(canvas);
    await userEvent.clear(field);
    await userEvent.type(field, 'kein Farbton');
    const message = translate('brand.colorFormat', 'de', { key: t('role.primary') });
    await expect((await canvas.findAllByText(message))[0]).toBeVisible();
    await expect(canvas.getByText(t('brand.blocked'))).toBeVisible();
    await userEvent.clear(field);
    await expect(
      (await canvas.findAllByText(translate('brand.colorRequired', 'de', { key: t('role.primary') })))[0],
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('brand.close') }));
    const dialog = within(document.body).getByRole('alertdialog', { name: t('brand.unsavedTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('brand.keepEditing') }));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('brand.reset') }));
    await waitFor(() => expect(canvas.queryByText(t('brand.blocked'))).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: t('brand.close') }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Both fonts required, brand name required (docs/requirements.md A5). */
export const IncompleteBrand: Story = {
  args: { brand: { ...brand, brandName: ' ', fonts: { heading: '', body: 'Inter' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(translate('brand.nameRequired', 'de'), undefined, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText(translate('brand.fontsRequired', 'de'))).toBeVisible();
  },
};

/** docs/requirements.md A8: 'Failed to save customization. Please try again.' */
export const SaveFails: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('500'))), onSaveError: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: t('brand.tab.layout') }, LOADED));
    await userEvent.click(canvas.getByRole('radio', { name: t('layout.modern.name') }));
    const alert = await canvas.findByText(translate('brand.saveFailed', 'de'));
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAttribute('data-error-code', 'SAVE_FAILED');
    await expect(args.onSaveError).toHaveBeenCalledWith(expect.objectContaining({ code: 'SAVE_FAILED' }));
  },
};

/** The panel's code could not be loaded: the spec's retry screen. */
export const LoadFailed: Story = {
  args: { load: () => Promise.reject(new Error('chunk failed')) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      await canvas.findByText(translate('brand.panelLoadFailed', 'de'), undefined, LOADED),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: translate('brand.refreshPage', 'de') }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const Phone: Story = { ...atPhoneWidth };
