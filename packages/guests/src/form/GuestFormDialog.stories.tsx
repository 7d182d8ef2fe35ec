import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGE_CATALOGS } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fullGuest } from '../fixtures/guest-fixtures';
import { guestsText } from '../i18n/guests-text';
import { withGuestsProviders } from '../story-support';
import { GuestFormDialog } from './GuestFormDialog';
import { guestFormFields } from './guest-form-values';

const text = guestsText('form', 'de');
const core = MESSAGE_CATALOGS.de;
const dialog = () => within(document.body).getByRole('dialog');

const meta = {
  title: 'Guests/Guest form',
  component: GuestFormDialog,
  decorators: [withGuestsProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    initial: guestFormFields(null),
    editing: null,
    onSave: fn(async () => undefined),
  },
} satisfies Meta<typeof GuestFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new guest: ten sections, basic information open, the progress bar follows what is filled. */
export const Add: Story = {
  play: async ({ userEvent, args }) => {
    const form = dialog();
    await expect(within(form).getAllByRole('button', { expanded: false })).toHaveLength(9);
    const progress = within(form).getByRole('progressbar', { name: text('progress.label') });
    const before = Number(progress.getAttribute('aria-valuenow'));
    await userEvent.type(within(form).getByRole('textbox', { name: text('field.firstName') }), 'Ida');
    await userEvent.type(within(form).getByRole('textbox', { name: text('field.lastName') }), 'Kern');
    await waitFor(() => expect(Number(progress.getAttribute('aria-valuenow'))).toBeGreaterThan(before));
    await userEvent.click(within(form).getByRole('button', { name: text('save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ firstName: 'Ida', lastName: 'Kern', emergencyContact: null }),
      ),
    );
  },
};

/**
 * docs/requirements.md B5: required names are refused in the person's language, the section is marked, nothing typed is
 * lost.
 */
export const RequiredNames: Story = {
  play: async ({ userEvent, args }) => {
    const form = dialog();
    await userEvent.click(within(form).getByRole('button', { name: text('save') }));
    await waitFor(async () =>
      expect(await within(form).findByText(core['guest.firstNameRequired'])).toBeVisible(),
    );
    await waitFor(() => expect(within(form).getByText(core['guest.lastNameRequired'])).toBeVisible());
    await expect(within(form).getAllByText(text('state.invalid')).length).toBeGreaterThan(0);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Addresses: the first is primary, removal only while more than one exists, street, city and postal code required. */
export const Addresses: Story = {
  args: { openSections: ['addresses'] },
  play: async ({ userEvent }) => {
    const form = dialog();
    const section = within(form).getByRole('region', { name: text('section.addresses') });
    await userEvent.click(within(section).getByRole('button', { name: text('address.add') }));
    await waitFor(() => expect(within(section).getByText(text('address.primary'))).toBeVisible());
    await expect(
      within(section).queryByRole('button', { name: text('address.remove', { number: 1 }) }),
    ).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: text('address.add') }));
    await waitFor(() =>
      expect(
        within(section).getByRole('button', { name: text('address.remove', { number: 2 }) }),
      ).toBeVisible(),
    );
    await userEvent.click(
      within(section).getByRole('button', { name: text('address.remove', { number: 2 }) }),
    );
    await userEvent.type(
      within(section).getByRole('textbox', { name: new RegExp(text('address.city')) }),
      'Köln',
    );
    await userEvent.click(within(form).getByRole('button', { name: text('save') }));
    await waitFor(async () =>
      expect(await within(section).findByText(core['address.streetRequired'])).toBeVisible(),
    );
    await waitFor(() => expect(within(section).getByText(core['address.postalCodeRequired'])).toBeVisible());
  },
};

/** Dietary: list restrictions, and custom entries that are trimmed, non-empty and unique. */
export const Dietary: Story = {
  args: { openSections: ['dietary'] },
  play: async ({ userEvent }) => {
    const section = within(dialog()).getByRole('region', { name: text('section.dietary') });
    await userEvent.click(within(section).getByRole('checkbox', { name: text('dietary.vegan') }));
    const allergy = within(section).getByRole('textbox', { name: text('dietary.allergies') });
    await userEvent.type(allergy, '  Nüsse {Enter}');
    await waitFor(() =>
      expect(
        within(section).getByRole('button', { name: text('dietary.remove', { entry: 'Nüsse' }) }),
      ).toBeVisible(),
    );
    await userEvent.type(allergy, 'nüsse{Enter}');
    await waitFor(async () =>
      expect(await within(section).findByText(core['dietary.customDuplicate'])).toBeVisible(),
    );
    await userEvent.clear(allergy);
    await userEvent.type(allergy, '   {Enter}');
    await waitFor(async () =>
      expect(await within(section).findByText(core['dietary.customEmpty'])).toBeVisible(),
    );
  },
};

/** Editing a guest: its values, notes shown as typed (stored escaped), the server's refusal inside the dialog. */
export const EditWithServerError: Story = {
  args: {
    initial: guestFormFields(fullGuest),
    editing: fullGuest.name,
    openSections: ['basic', 'notes'],
    saveError: core['guestSave.conflict'],
  },
  play: async () => {
    const form = dialog();
    await waitFor(() =>
      expect(
        within(form).getByRole('heading', { name: text('title.edit', { name: 'Jonas Weber' }) }),
      ).toBeVisible(),
    );
    await expect(within(form).getByRole('textbox', { name: text('field.firstName') })).toHaveValue('Jonas');
    await expect(within(form).getByRole('textbox', { name: text('field.notes') })).toHaveValue(
      'Bringt seine Partnerin mit & Hund',
    );
    await expect(within(form).getByRole('alert')).toHaveTextContent(core['guestSave.conflict']);
  },
};

/** The emergency contact is optional, but once begun its name and phone are required. */
export const EmergencyContact: Story = {
  args: { openSections: ['emergency'] },
  play: async ({ userEvent }) => {
    const form = dialog();
    const section = within(form).getByRole('region', { name: text('section.emergency') });
    await userEvent.type(
      within(section).getByRole('textbox', { name: text('emergency.address') }),
      'Hauptstr. 1',
    );
    await userEvent.click(within(form).getByRole('button', { name: text('save') }));
    await waitFor(async () =>
      expect(await within(section).findByText(core['emergency.nameRequired'])).toBeVisible(),
    );
    await waitFor(() => expect(within(section).getByText(core['emergency.phoneRequired'])).toBeVisible());
  },
};
