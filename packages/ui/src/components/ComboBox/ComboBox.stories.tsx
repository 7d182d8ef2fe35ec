import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { ComboBox } from './ComboBox';

const options = [
  { id: 'parents', label: 'Eltern', section: 'Familie' },
  { id: 'siblings', label: 'Geschwister', section: 'Familie' },
  { id: 'grandparents', label: 'Großeltern', section: 'Familie' },
  { id: 'school', label: 'Schulfreunde', section: 'Freundeskreis' },
  { id: 'university', label: 'Studienfreunde', section: 'Freundeskreis' },
  { id: 'colleagues', label: 'Kollegen', section: 'Freundeskreis', isDisabled: true },
];

const meta = {
  title: 'Forms/ComboBox',
  tags: ['autodocs'],
  component: ComboBox,
  decorators: [withUiProviders],
  args: {
    label: 'Beziehung',
    options,
    onSelectionChange: fn(),
    onInputChange: fn(),
  },
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

const listbox = () => within(document.body).findByRole('listbox');

export const Empty: Story = {
  args: { description: 'Tippen Sie, um die Liste zu filtern.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Beziehung' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAccessibleDescription('Tippen Sie, um die Liste zu filtern.');
  },
};

export const TypeToFilterAndChooseWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Beziehung' });
    await userEvent.type(input, 'FREUND');
    const list = await listbox();
    // The list opens on the first letter and narrows as the rest arrives: read it once it has settled.
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Schulfreunde', 'Studienfreunde']),
    );
    await waitFor(() => expect(within(list).getByRole('group', { name: 'Freundeskreis' })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('university');
    await expect(input).toHaveValue('Studienfreunde');
  },
};

export const OpenWithButtonShowsAllAndDisabled: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button');
    await expect(toggle).toHaveAccessibleName(new RegExp(deText('comboBox.showOptions')));
    await userEvent.click(toggle);
    const list = await listbox();
    await expect(within(list).getAllByRole('option')).toHaveLength(options.length);
    await expect(within(list).getByRole('option', { name: 'Kollegen' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const NoMatches: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Beziehung' }), 'xyz');
    const list = await listbox();
    // react-aria renders the empty state as the list's only (inert) row.
    await expect(within(list).getByRole('option')).toHaveTextContent(deText('comboBox.noResults'));
    await expect(list).toHaveAttribute('data-empty', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

export const CustomValue: Story = {
  args: { allowsCustomValue: true },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Beziehung' });
    await userEvent.type(input, 'Nachbarn');
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(input).toHaveValue('Nachbarn');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('Nachbarn');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('parents');
  },
};

export const WithoutCustomValueRestoresSelection: Story = {
  args: { defaultSelectedKey: 'parents' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Beziehung' });
    await expect(input).toHaveValue('Eltern');
    await userEvent.clear(input);
    await userEvent.type(input, 'Nachbarn');
    await userEvent.tab();
    await waitFor(() => expect(input).not.toHaveValue('Nachbarn'));
  },
};

export const Filled: Story = {
  args: { defaultSelectedKey: 'grandparents' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Beziehung' })).toHaveValue('Großeltern');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Bitte eine Beziehung wählen' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Beziehung' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Bitte eine Beziehung wählen');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'parents' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Beziehung' })).toBeDisabled();
  },
};

export const Dark: Story = { args: { defaultSelectedKey: 'school' }, ...dark };
