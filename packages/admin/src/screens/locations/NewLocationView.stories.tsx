import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminCreateLocationSchema, toValidationDetails, translate } from '@wedding/core';
import { dashboardText } from '@wedding/dashboard';
import { atPhoneWidth, withDashboardProviders } from '@wedding/dashboard/story-support';
import { expect, fn, within } from 'storybook/test';
import { pickerOptions, weddingOptions } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { chooseOption, expectMessagesShown, useStoryPicker } from '../../story-support';
import { NewLocationView, type NewLocationViewProps } from './NewLocationView';

const text = adminText('locations', 'de');
const fields = dashboardText('locations', 'de');
const submit = { name: text('new.submit') };
const emptyForm = {
  weddingId: '',
  type: 'ceremony',
  name: '',
  address: '',
  postalCode: '',
  city: '',
  country: '',
  googleMapsUrl: '',
  description: '',
  parkingInfo: '',
} as const;

/** The screen's wedding picker holds what was typed and chosen; here a story state does. */
function NewLocation(args: NewLocationViewProps) {
  const weddings = useStoryPicker(args.weddings);
  return (
    <div style={{ maxWidth: '40rem', padding: '1rem' }}>
      <NewLocationView {...args} weddings={weddings} />
    </div>
  );
}

const meta = {
  title: 'Admin/Locations/New location',
  tags: ['autodocs'],
  component: NewLocationView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/admin/locations/new' },
  args: { weddings: pickerOptions(weddingOptions, { setInputValue: fn(), select: fn() }), onSubmit: fn() },
  render: (args) => <NewLocation {...args} />,
} satisfies Meta<typeof NewLocationView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The couple's location rules from core plus the wedding: sent empty, each field says what it needs. */
export const SubmitEmpty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const messages = toValidationDetails(adminCreateLocationSchema.safeParse(emptyForm).error!, 'de');
    await expect(Object.keys(messages)).toEqual(
      expect.arrayContaining(['weddingId', 'name', 'address', 'postalCode', 'city', 'country']),
    );
    await userEvent.click(canvas.getByRole('button', submit));
    await expectMessagesShown(canvas, Object.values(messages));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A wedding chosen, the kind picked and the place filled in: the location is sent for that wedding. */
export const Submit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: text('new.wedding') }));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: weddingOptions[2]!.label }));
    await expect(args.weddings.select).toHaveBeenCalledWith(weddingOptions[2]!.id);
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
    await chooseOption(canvas, userEvent, text('new.type'), fields('type.reception'));
    await userEvent.type(canvas.getByLabelText(fields('field.name')), 'Çırağan Sarayı');
    await userEvent.type(canvas.getByLabelText(fields('field.address')), 'Çırağan Cd. 32');
    await userEvent.type(canvas.getByLabelText(fields('field.postalCode')), '34349');
    await userEvent.type(canvas.getByLabelText(fields('field.city')), 'İstanbul');
    await userEvent.type(canvas.getByLabelText(fields('field.country')), 'Türkiye');
    await userEvent.click(canvas.getByRole('button', submit));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        weddingId: weddingOptions[2]!.id,
        type: 'reception',
        name: 'Çırağan Sarayı',
        city: 'İstanbul',
      }),
    );
  },
};

export const ServerError: Story = {
  args: { errorKey: 'networkError' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(translate('networkError', 'de'));
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
