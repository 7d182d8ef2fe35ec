import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyLocations } from '../../fixtures/part-two-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { LocationsView } from './LocationsView';

const text = dashboardText('locations', 'de');
const page = () => within(document.body);
const dialog = () => within(document.body.querySelector('[role="dialog"]') as HTMLElement);

const meta = {
  title: 'Dashboard/Locations',
  tags: ['autodocs'],
  component: LocationsView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/dashboard/wedding/locations' },
  args: {
    locations: storyLocations,
    onSave: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <LocationsView {...args} />
    </div>
  ),
} satisfies Meta<typeof LocationsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ceremony tab lists its place; the party tab its own; arrow keys move between the tabs. */
export const Tabs: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'St.-Marien-Kirche' })).toBeVisible();
    canvas.getByRole('tab', { name: new RegExp(text('type.ceremony')) }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: new RegExp(text('type.party')) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('heading', { name: 'Scheune am See' })).toBeVisible();
    await expect(canvas.getByText('Parkplatz hinter der Scheune, 40 Plätze.')).toBeVisible();
  },
};

/** A kind without places shows the empty state with its add button. */
export const EmptyTab: Story = {
  args: { initialType: 'accommodation' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('empty.title') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('add') })).toBeVisible();
  },
};

/** docs/requirements.md B5: required fields and the URL rule with their messages; nothing is sent while they fail. */
export const AddWithErrors: Story = {
  args: { locations: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('add') }));
    await waitFor(() => expect(page().getByRole('dialog')).toBeVisible());
    await userEvent.type(dialog().getByLabelText(text('field.googleMapsUrl')), 'not a url');
    await userEvent.click(dialog().getByRole('button', { name: text('save') }));
    for (const key of [
      'location.nameRequired',
      'location.addressRequired',
      'location.cityRequired',
      'location.postalCodeRequired',
      'location.countryRequired',
      'location.invalidUrl',
    ] as const) {
      await expect(dialog().getByText(translate(key, 'de'))).toBeVisible();
    }
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Filled in, the location is saved with its kind from the tab and the dialog closes. */
export const Add: Story = {
  args: { locations: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('add') }));
    await waitFor(() => expect(page().getByRole('dialog')).toBeVisible());
    await userEvent.type(dialog().getByLabelText(text('field.name')), 'Standesamt Mitte');
    await userEvent.type(dialog().getByLabelText(text('field.address')), 'Rathausplatz 1');
    await userEvent.type(dialog().getByLabelText(text('field.postalCode')), '10178');
    await userEvent.type(dialog().getByLabelText(text('field.city')), 'Berlin');
    await userEvent.type(dialog().getByLabelText(text('field.country')), 'Deutschland');
    await userEvent.click(dialog().getByRole('button', { name: text('save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'ceremony', name: 'Standesamt Mitte', city: 'Berlin' }),
        null,
      ),
    );
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/** docs/requirements.md B8: a failed save keeps the dialog open with everything typed. */
export const SaveFails: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: text('editNamed', { name: 'St.-Marien-Kirche' }) }),
    );
    await waitFor(() => expect(page().getByRole('dialog')).toBeVisible());
    const name = dialog().getByLabelText(text('field.name'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Marienkirche');
    await userEvent.click(dialog().getByRole('button', { name: text('save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Marienkirche' }),
        'loc-church',
      ),
    );
    await expect(page().getByRole('dialog')).toBeVisible();
    await expect(name).toHaveValue('Marienkirche');
  },
};

/** Delete asks first; confirming deletes. */
export const DeleteConfirmed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: text('deleteNamed', { name: 'St.-Marien-Kirche' }) }),
    );
    const confirm = await page().findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(text('confirm.description', { name: 'St.-Marien-Kirche' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: text('delete') }));
    await waitFor(() =>
      expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'loc-church' })),
    );
  },
};

/** A failed delete says so inside the dialog (the screen also toasts it). */
export const DeleteFails: Story = {
  args: { onDelete: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: text('deleteNamed', { name: 'St.-Marien-Kirche' }) }),
    );
    const confirm = await page().findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: text('delete') }));
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      translate('location.deleteFailed', 'de'),
    );
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
