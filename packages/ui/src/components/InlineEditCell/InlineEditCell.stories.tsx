import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { InlineEditCell, type InlineEditCellProps } from './InlineEditCell';
import type { InlineEditValue } from './useInlineEdit';

type ExampleProps = Pick<InlineEditCellProps, 'type' | 'label' | 'onSave' | 'readOnly'> & {
  initial: InlineEditValue;
};

function Example({ initial, onSave, ...props }: ExampleProps) {
  const [value, setValue] = useState(initial);
  return (
    <InlineEditCell
      {...props}
      value={value}
      onSave={async (next) => {
        setValue(next);
        await onSave(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/InlineEditCell',
  tags: ['autodocs'],
  component: Example,
  decorators: [withUiProviders],
  args: { label: 'Tisch', type: 'number', initial: 4, onSave: fn(async () => {}) },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

const editName = deText('inlineEdit.edit', { label: 'Tisch' });

export const EnterSavesParsedNumber: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(editName) }));
    const field = canvas.getByRole('textbox', { name: editName });
    await userEvent.clear(field);
    await userEvent.type(field, ' 12 {Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(12);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(deText('inlineEdit.saveSuccess')),
    );
    await expect(canvas.getByRole('button', { name: new RegExp(editName) })).toHaveTextContent('12');
  },
};

export const UnchangedDoesNotSave: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(editName) }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(editName) }));
    await userEvent.type(canvas.getByRole('textbox', { name: editName }), '9{Escape}');
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: new RegExp(editName) })).toHaveTextContent('4');
  },
};

export const EmptyTextBecomesNull: Story = {
  args: { type: 'text', label: 'Notiz', initial: 'Allergie' },
  play: async ({ canvas, userEvent, args }) => {
    const name = deText('inlineEdit.edit', { label: 'Notiz' });
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(name) }));
    await userEvent.clear(canvas.getByRole('textbox', { name }));
    await userEvent.keyboard('   {Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(null);
    await expect(await canvas.findByText(deText('inlineEdit.empty'))).toBeVisible();
  },
};

export const SaveFailureShowsError: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(editName) }));
    await userEvent.type(canvas.getByRole('textbox', { name: editName }), '7{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(deText('inlineEdit.saveError')));
  },
};

export const ReadOnlyShowsTheValueOnly: Story = {
  args: { readOnly: true, initial: 1200 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.200')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Dark: Story = { ...dark };
