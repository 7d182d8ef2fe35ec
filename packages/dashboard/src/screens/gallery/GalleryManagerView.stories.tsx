import type { Meta, StoryObj } from '@storybook/react-vite';
import { GALLERY_COLUMN_BREAKPOINTS_PX, galleryGridColumns, LOCALES, translate } from '@wedding/core';
import { I18nProvider } from '@wedding/ui';
import { expect, fn, waitFor, within } from 'storybook/test';
import { demoSite, galleryImages } from '../../fixtures/design-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { GalleryManagerView } from './GalleryManagerView';

const text = dashboardText('gallery', 'de');

const meta = {
  title: 'Dashboard/Gallery manager',
  tags: ['autodocs'],
  component: GalleryManagerView,
  decorators: [withDashboardProviders],
  args: {
    tab: 'gallery',
    onTabChange: fn(),
    isPremium: true,
    images: galleryImages,
    maxImages: 200,
    pages: ['invite', 'info', 'rsvp', 'gallery'],
    site: demoSite,
    locale: 'de',
    uploads: [],
    onFiles: fn(),
    onClearFinished: fn(),
    onRemove: fn(async () => undefined),
    onRemoveMany: fn(async () => undefined),
    onBackground: fn(),
    onAddTag: fn(async () => undefined),
    onRemoveTag: fn(async () => undefined),
    onAssign: fn(async () => undefined),
    onRemoveBackground: fn(async () => undefined),
    describeError: () => translate('gallery.unknownError', 'de'),
  },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <GalleryManagerView {...args} />
    </div>
  ),
} satisfies Meta<typeof GalleryManagerView>;
export default meta;
type Story = StoryObj<typeof meta>;

type StoryCanvas = ReturnType<typeof within>;
type StoryUser = { click: (element: Element) => Promise<void> };

/** Opens an image card's action menu and picks one of its items. */
async function pickCardAction(canvas: StoryCanvas, userEvent: StoryUser, name: string, item: string) {
  await userEvent.click(canvas.getByRole('button', { name: text('image.actions', { name }) }));
  const menu = await within(document.body).findByRole('menu', { name: text('image.actions', { name }) });
  await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
}

/**
 * The grid with count and select; each card's menu holds 'Use as background', 'Edit tags' (a dialog with the tag
 * editor) and remove with the confirmation text of docs/requirements.md A2; a card shows its tags without an input.
 */
export const Gallery: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(text('count', { count: 6, max: 200 }))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: text('image.select', { name: 'Der Antrag' }) }),
    );
    await expect(canvas.getByRole('button', { name: text('removeSelected', { count: 1 }) })).toBeVisible();
    // A calm grid: no tag input and no action buttons but the menus until a card's menu is opened.
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
    await pickCardAction(canvas, userEvent, 'Am See', text('image.useAsBackground'));
    await expect(args.onBackground).toHaveBeenCalledWith(expect.objectContaining({ id: 'img-3' }));
    await pickCardAction(canvas, userEvent, 'Am See', text('image.remove'));
    const dialog = within(document.body).getByRole('alertdialog');
    // The dialog fades in: its text is checked once it shows.
    await waitFor(() =>
      expect(
        within(dialog).getByText(translate('gallery.deleteConfirm', 'de', { caption: 'Am See' })),
      ).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: text('image.delete') }));
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 'img-3' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await pickCardAction(canvas, userEvent, 'Der Antrag', text('image.editTags'));
    const tagsDialog = await within(document.body).findByRole('dialog', {
      name: text('image.tags', { name: 'Der Antrag' }),
    });
    await userEvent.type(
      within(tagsDialog).getByRole('textbox', { name: text('image.tags', { name: 'Der Antrag' }) }),
      'Antrag{Enter}',
    );
    await expect(args.onAddTag).toHaveBeenCalledWith(expect.objectContaining({ id: 'img-2' }), 'antrag');
    await userEvent.click(within(tagsDialog).getByRole('button', { name: text('image.done') }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(
      canvas.getByRole('button', { name: text('image.actions', { name: 'Der Antrag' }) }),
    ).toHaveFocus();
  },
};

/** Keyboard only: Tab reaches a card's menu, the arrows choose 'Edit tags', Escape closes the dialog again. */
export const CardActionsByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = text('image.name', { position: 4, total: 6 });
    const trigger = canvas.getByRole('button', { name: text('image.actions', { name }) });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu', { name: text('image.actions', { name }) });
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveTextContent(text('image.editTags'));
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: text('image.tags', { name }) });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** An image without caption is 'This image' in the confirmation (docs/requirements.md A2). */
export const RemoveUncaptioned: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = text('image.name', { position: 4, total: 6 });
    await pickCardAction(canvas, userEvent, name, text('image.remove'));
    const dialog = within(document.body).getByRole('alertdialog');
    await waitFor(() =>
      expect(
        within(dialog).getByText(
          translate('gallery.deleteConfirm', 'de', { caption: translate('gallery.thisImage', 'de') }),
        ),
      ).toBeVisible(),
    );
  },
};

/** Per-file states: uploading, complete, error with the server's message in the person's language. */
export const Uploads: Story = {
  args: {
    uploads: [
      { id: 1, name: 'strand.jpg', status: 'complete' },
      { id: 2, name: 'kuchen.png', status: 'uploading' },
      { id: 3, name: 'urlaub.jpg', status: 'error', message: translate('upload.invalidType', 'de') },
      {
        id: 4,
        name: 'riesig.jpg',
        status: 'error',
        message: translate('upload.tooLarge', 'de', { maxMb: 5 }),
      },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: text('upload.list') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getByText(translate('upload.invalidType', 'de'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('upload.clear') }));
    await expect(args.onClearFinished).toHaveBeenCalled();
    const input = canvasInput(canvas);
    await userEvent.upload(input, [
      new File(['x'], 'a.png', { type: 'image/png' }),
      new File(['y'], 'b.jpg', { type: 'image/jpeg' }),
    ]);
    await expect(args.onFiles).toHaveBeenCalledWith([expect.any(File), expect.any(File)]);
  },
};

function canvasInput(canvas: ReturnType<typeof within>): HTMLInputElement {
  const input = canvas.getByLabelText(text('upload.choose'), { selector: 'input' });
  return input as HTMLInputElement;
}

/** At the image limit the upload is closed with the limit message (docs/requirements.md A5). */
export const AtLimit: Story = {
  args: { maxImages: 6 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(translate('upload.limitReached', 'de'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('upload.choose') })).toBeDisabled();
    const area = canvas.getByRole('region', { name: text('upload.title') });
    dropFiles(area, [new File(['x'], 'noch-eins.jpg', { type: 'image/jpeg' })]);
    await expect(area).not.toHaveAttribute('data-dragging');
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('empty.title') })).toBeVisible();
  },
};

/** Backgrounds: a sub-tab per page, defaults, the typed opacity, zoom only for cover, the unsaved badge. */
export const Backgrounds: Story = {
  args: { tab: 'backgrounds' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('tab', { name: /./ })).toHaveLength(2 + 4);
    await expect(canvas.getByText(text('backgrounds.none', { page: text('page.invite') }))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Am See' }));
    await expect(canvas.getByText(text('backgrounds.unsaved'))).toBeVisible();
    const percent = canvas.getByRole('textbox', { name: text('backgrounds.opacityPercent') });
    await expect(percent).toHaveValue('20');
    await userEvent.clear(percent);
    await userEvent.type(percent, '250');
    await waitFor(() => expect(percent).toHaveValue('100'));
    await expect(canvas.getByRole('slider', { name: text('backgrounds.zoom') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('backgrounds.save') }));
    await expect(args.onAssign).toHaveBeenCalledWith(
      'invite',
      expect.objectContaining({
        imageId: 'img-3',
        opacity: 1,
        position: '50% 50%',
        size: 'cover',
        showPattern: true,
      }),
    );
  },
};

/** The page that has a background: it can be removed. */
export const BackgroundOfRsvp: Story = {
  args: { tab: 'backgrounds' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: text('page.rsvp') }));
    await expect(await canvas.findByText(text('backgrounds.has', { page: text('page.rsvp') }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('backgrounds.remove') }));
    await expect(args.onRemoveBackground).toHaveBeenCalledWith('rsvp', 'img-2');
  },
};

/** docs/requirements.md A6: without premium, the upgrade prompt linking /dashboard/upgrade. */
export const NotPremium: Story = {
  args: { isPremium: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: text('upgrade.action') })).toHaveAttribute(
      'href',
      '/dashboard/upgrade',
    );
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };

/** Drags files over the element (it shows it will take them), then drops them there. */
function dropFiles(target: HTMLElement, files: readonly File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  target.dispatchEvent(
    new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }),
  );
  target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
}

/** Files dragged from the desktop onto the upload area go to the upload queue, in the order they were dropped. */
export const DropToUpload: Story = {
  play: async ({ canvas, args }) => {
    const area = canvas.getByRole('region', { name: text('upload.title') });
    const transfer = new DataTransfer();
    area.dispatchEvent(
      new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }),
    );
    await waitFor(() => expect(area).toHaveAttribute('data-dragging'));
    area.dispatchEvent(new DragEvent('dragleave', { bubbles: true, dataTransfer: transfer }));
    await waitFor(() => expect(area).not.toHaveAttribute('data-dragging'));
    dropFiles(area, [
      new File(['x'], 'strand.jpg', { type: 'image/jpeg' }),
      new File(['y'], 'kuchen.webp', { type: 'image/webp' }),
    ]);
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledTimes(1));
    await expect(args.onFiles).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'strand.jpg' }),
      expect.objectContaining({ name: 'kuchen.webp' }),
    ]);
    await expect(area).not.toHaveAttribute('data-dragging');
  },
};

/**
 * The image grid has 2 to 5 columns by the width it is given: at each of core's breakpoints and a pixel below it the
 * grid shows the columns `galleryGridColumns` names for that width, and every count from 2 to 5 occurs.
 */
export const ColumnsByWidth: Story = {
  render: (args) => (
    <div data-testid="gallery-width" style={{ width: 1300 }}>
      <GalleryManagerView {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const outer = canvas.getByTestId('gallery-width');
    const grid = canvas.getByRole('list', { name: text('grid.label') });
    const frame = grid.parentElement as HTMLElement;
    // Whatever the manager puts around the grid (tabs, panel) is the same at every width.
    const surround = outer.clientWidth - frame.clientWidth;
    const widths = [360, ...GALLERY_COLUMN_BREAKPOINTS_PX.flatMap((widthPx) => [widthPx - 1, widthPx])];
    const shown = new Set<number>();
    for (const width of widths) {
      outer.style.width = `${width + surround}px`;
      await waitFor(() => expect(frame.clientWidth).toBe(width));
      const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
      await expect({ width, columns }).toEqual({ width, columns: galleryGridColumns(width) });
      shown.add(columns);
    }
    await expect([...shown].sort()).toEqual([2, 3, 4, 5]);
  },
};

/**
 * At 360 px (two columns of cards) each card's select and action menu stay inside the card in every language: the
 * caption wraps instead of pushing the menu over the card's edge.
 */
export const PhoneCardsInEveryLanguage: Story = {
  args: { images: galleryImages.slice(0, 2) },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {LOCALES.map((locale) => (
        <I18nProvider key={locale} locale={locale}>
          <div lang={locale} data-locale={locale} style={{ width: 360 }}>
            <GalleryManagerView {...args} locale={locale} />
          </div>
        </I18nProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = canvasElement.querySelectorAll<HTMLElement>('li[data-image-id]');
    await expect(cards).toHaveLength(2 * LOCALES.length);
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      const locale = card.closest<HTMLElement>('[data-locale]')?.dataset.locale;
      for (const control of card.querySelectorAll<HTMLElement>('button, input, label')) {
        const { left, right } = control.getBoundingClientRect();
        const where = `${locale} ${card.dataset.imageId} ${control.getAttribute('aria-label') ?? control.textContent}`;
        await expect({ where, inside: left >= box.left && right <= box.right }).toEqual({
          where,
          inside: true,
        });
        await expect({ where, clipped: control.scrollWidth > control.clientWidth }).toEqual({
          where,
          clipped: false,
        });
      }
    }
  },
};
