import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@wedding/api-client';
import { MESSAGE_CATALOGS } from '@wedding/core';
import { expect, fn, waitFor, type within } from 'storybook/test';
import { guestsText } from '../i18n/guests-text';
import { atPhoneWidth, withGuestsProviders } from '../story-support';
import { QuickAddGuest } from './QuickAddGuest';

const text = guestsText('list', 'de');
const core = MESSAGE_CATALOGS.de;

type Canvas = ReturnType<typeof within>;
const nameField = (canvas: Canvas) => canvas.getByRole('textbox', { name: text('quickAdd.name') });
const addButton = (canvas: Canvas) => canvas.getByRole('button', { name: text('quickAdd.submit') });

/** What the server answers when the name (and no phone) is already on the list. */
const duplicate = () => new ApiError(409, 'A guest with this information already exists');

const meta = {
  title: 'Guests/Quick add',
  component: QuickAddGuest,
  decorators: [withGuestsProviders],
  args: { onAdd: fn(async () => undefined) },
} satisfies Meta<typeof QuickAddGuest>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: one field for the name, its hint (one person, the rest later) and the add button. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: text('quickAdd.title') })).toBeVisible();
    await expect(nameField(canvas)).toHaveValue('');
    await expect(nameField(canvas)).toHaveAccessibleDescription(text('quickAdd.hint'));
    await expect(addButton(canvas)).toBeEnabled();
  },
};

/** Only the name is required ('Name is required'): Enter on an empty or blank field adds nothing. */
export const NameRequired: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(nameField(canvas), '   {Enter}');
    await expect(await canvas.findByText(core['guest.nameRequired'])).toBeVisible();
    await expect(nameField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField(canvas)).toHaveFocus();
    await expect(args.onAdd).not.toHaveBeenCalled();
    // Checked again as the name is typed: the message goes with the first letter.
    await userEvent.type(nameField(canvas), 'Ida');
    await waitFor(() => expect(canvas.queryByText(core['guest.nameRequired'])).toBeNull());
  },
};

let finishSaving: () => void = () => undefined;

/**
 * Saving: the name (trimmed) goes out with one expected person; the field is read-only and keeps the focus, a second
 * Enter adds nothing twice. When the answer comes the field is empty and ready for the next name.
 */
export const Saving: Story = {
  args: {
    onAdd: fn(
      () =>
        new Promise<void>((resolve) => {
          finishSaving = resolve;
        }),
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(nameField(canvas), '  Ida Kern {Enter}');
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledWith({ name: 'Ida Kern', estimatedGuests: 1 }));
    await waitFor(() => expect(nameField(canvas)).toHaveAttribute('readonly'));
    await expect(addButton(canvas)).toHaveAttribute('aria-disabled', 'true');
    await expect(nameField(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    finishSaving();
    await waitFor(() => expect(nameField(canvas)).toHaveValue(''));
    await expect(nameField(canvas)).not.toHaveAttribute('readonly');
    await expect(nameField(canvas)).toHaveFocus();
  },
};

const refusedPlay: Story['play'] = async ({ canvas, userEvent, args }) => {
  await userEvent.type(nameField(canvas), 'Anna Berg{Enter}');
  await expect(await canvas.findByText(core['guestSave.conflict'])).toBeVisible();
  await expect(nameField(canvas)).toHaveValue('Anna Berg');
  await expect(nameField(canvas)).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField(canvas)).toHaveFocus();
  await expect(args.onAdd).toHaveBeenCalledWith({ name: 'Anna Berg', estimatedGuests: 1 });
  // Changing the name takes the refusal away; the name can then be sent again.
  await userEvent.type(nameField(canvas), ' (Tante)');
  await waitFor(() => expect(canvas.queryByText(core['guestSave.conflict'])).toBeNull());
};

/** Failed: the server's refusal in the person's language on the field; the name typed stays for a correction. */
export const Failed: Story = {
  args: { onAdd: fn(() => Promise.reject(duplicate())) },
  play: refusedPlay,
};

/** The refusal in the dark palette (the automatic dark test renders without the play, so before any message). */
export const FailedDark: Story = {
  args: { onAdd: fn(() => Promise.reject(duplicate())) },
  globals: { colorMode: 'dark' },
  play: refusedPlay,
};

/** 'Name is required' in the dark palette. */
export const NameRequiredDark: Story = {
  globals: { colorMode: 'dark' },
  play: NameRequired.play,
};

/**
 * 360 px: the field keeps room for a name (at least 10rem; the button moves under it rather than squeeze it), the
 * hint and the refusal wrap under both, nothing scrolls sideways.
 */
export const Phone: Story = {
  decorators: [atPhoneWidth],
  args: { onAdd: fn(() => Promise.reject(duplicate())) },
  play: async (context) => {
    await refusedPlay(context);
    const { canvas } = context;
    const form = canvas.getByRole('form', { name: text('quickAdd.title') });
    const field = nameField(canvas).getBoundingClientRect();
    const button = addButton(canvas).getBoundingClientRect();
    const hint = canvas.getByText(text('quickAdd.hint')).getBoundingClientRect();
    await expect(field.width).toBeGreaterThanOrEqual(159);
    await expect(button.right).toBeLessThanOrEqual(form.getBoundingClientRect().right);
    await expect(hint.top).toBeGreaterThanOrEqual(Math.max(field.bottom, button.bottom));
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  },
};
