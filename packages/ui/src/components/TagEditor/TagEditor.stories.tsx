import type { Meta, StoryObj } from '@storybook/react-vite';
import { TAG_INPUT_MAX_LENGTH, TAGS_MAX, translate } from '@wedding/core';
import { useState } from 'react';
import { expect, fn, waitFor, type within } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { TagEditor } from './TagEditor';

interface ExampleProps {
  initial: string[];
  onAdd: (tag: string) => Promise<void>;
  onRemove: (tag: string) => Promise<void>;
}

function Example({ initial, onAdd, onRemove }: ExampleProps) {
  const [tags, setTags] = useState(initial);
  return (
    <div style={{ width: '24rem' }}>
      <TagEditor
        tags={tags}
        onAdd={async (tag) => {
          await onAdd(tag);
          setTags((current) => [...current, tag]);
        }}
        onRemove={async (tag) => {
          await onRemove(tag);
          setTags((current) => current.filter((item) => item !== tag));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/TagEditor',
  tags: ['autodocs'],
  component: Example,
  decorators: [withUiProviders],
  args: { initial: ['hochzeit', 'familie'], onAdd: fn(async () => {}), onRemove: fn(async () => {}) },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: deText('tagEditor.label') });

export const EnterAddsNormalisedTag: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(input(canvas), '  Strand {Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('strand');
    await expect(await canvas.findByText('strand')).toBeVisible();
    await waitFor(() => expect(input(canvas)).toHaveValue(''));
  },
};

export const DuplicateEmptyAndEscape: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(input(canvas), 'Familie{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(translate('tags.duplicate', 'de'));
    await userEvent.clear(input(canvas));
    await userEvent.type(input(canvas), '   {Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(translate('tags.empty', 'de'));
    await userEvent.type(input(canvas), 'abc{Escape}');
    await expect(input(canvas)).toHaveValue('');
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const MaxReached: Story = {
  args: { initial: Array.from({ length: TAGS_MAX }, (_, index) => `tag${index + 1}`) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(input(canvas), 'neu{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      translate('tags.maxReached', 'de', { max: TAGS_MAX }),
    );
  },
};

export const InputStopsAt30Characters: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(input(canvas), 'a'.repeat(TAG_INPUT_MAX_LENGTH + 1));
    await expect(input(canvas)).toHaveValue('a'.repeat(TAG_INPUT_MAX_LENGTH));
  },
};

export const AddFailureShowsMessage: Story = {
  args: { onAdd: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(input(canvas), 'garten{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(translate('tags.addFailed', 'de')),
    );
    await expect(input(canvas)).toHaveValue('garten');
  },
};

export const RemoveTag: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: deText('tagEditor.remove', { tag: 'familie' }) }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('familie');
    await waitFor(() => expect(canvas.queryByText('familie')).toBeNull());
  },
};

export const Dark: Story = { ...dark };
