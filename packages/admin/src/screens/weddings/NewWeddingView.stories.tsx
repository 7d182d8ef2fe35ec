import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminCreateWeddingSchema, toValidationDetails, translate } from '@wedding/core';
import { atPhoneWidth, withDashboardProviders } from '@wedding/dashboard/story-support';
import { expect, fn, within } from 'storybook/test';
import { customerOptions, pickerOptions } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { expectMessagesShown, useStoryPicker } from '../../story-support';
import { NewWeddingView, type NewWeddingViewProps } from './NewWeddingView';

const text = adminText('weddings', 'de');
const submit = { name: text('new.submit') };

/** What core's schema says about the untouched form, field by field, in German. */
const emptyFormMessages = toValidationDetails(
  adminCreateWeddingSchema.safeParse({
    ownerId: '',
    partner1Name: '',
    partner2Name: '',
    weddingDate: '',
    slug: '',
    locale: 'de',
  }).error!,
  'de',
);

/** The screen's owner picker holds what was typed and chosen; here a story state does. */
function NewWedding(args: NewWeddingViewProps) {
  const owners = useStoryPicker(args.owners);
  return (
    <div style={{ maxWidth: '36rem', padding: '1rem' }}>
      <NewWeddingView {...args} owners={owners} />
    </div>
  );
}

const meta = {
  title: 'Admin/Weddings/New wedding',
  tags: ['autodocs'],
  component: NewWeddingView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/admin/weddings/new' },
  args: {
    owners: pickerOptions(customerOptions, { setInputValue: fn(), select: fn() }),
    onSubmit: fn(),
    slugState: 'unchanged',
    onSlugChange: fn(),
  },
  render: (args) => <NewWedding {...args} />,
} satisfies Meta<typeof NewWeddingView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sent empty: every field shows core's message and nothing is sent. */
export const SubmitEmpty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(Object.keys(emptyFormMessages).sort()).toEqual(
      ['ownerId', 'partner1Name', 'partner2Name', 'slug', 'weddingDate'].sort(),
    );
    await userEvent.click(canvas.getByRole('button', submit));
    await expectMessagesShown(canvas, Object.values(emptyFormMessages));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The owner is searched among the customers: the picker lists what the server found; the choice clears its message. */
export const ChooseOwner: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', submit));
    const picker = canvas.getByRole('combobox', { name: text('new.owner') });
    await expect(picker).toHaveAccessibleDescription(expect.stringContaining(emptyFormMessages.ownerId!));
    await userEvent.click(picker);
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(customerOptions.length);
    await userEvent.click(within(listbox).getByRole('option', { name: customerOptions[0]!.label }));
    await expect(args.owners.select).toHaveBeenCalledWith(customerOptions[0]!.id);
    await expect(picker).toHaveValue(customerOptions[0]!.label);
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
    await expect(picker).not.toHaveAccessibleDescription(expect.stringContaining(emptyFormMessages.ownerId!));
  },
};

/** A taken address: core's message at the field, and the form cannot be sent. */
export const SlugTaken: Story = {
  args: { slugState: 'taken' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(text('new.slug')) }), 'mia-und-noah');
    await expect(args.onSlugChange).toHaveBeenLastCalledWith('mia-und-noah');
    await expect(canvas.getByText(translate('urlTaken', 'de'))).toBeVisible();
    await expect(canvas.getByRole('button', submit)).toBeDisabled();
  },
};

/** While the address is being checked the form waits. */
export const SlugChecking: Story = {
  args: { slugState: 'checking' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('new.checking'))).toBeVisible();
    await expect(canvas.getByRole('button', submit)).toBeDisabled();
  },
};

export const SlugAvailable: Story = {
  args: { slugState: 'available' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(translate('urlAvailable', 'de'))).toBeVisible();
    await expect(canvas.getByRole('button', submit)).toBeEnabled();
  },
};

/** The server refused: its reason in the person's language. */
export const ServerError: Story = {
  args: { errorKey: 'networkError' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(translate('networkError', 'de'));
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
