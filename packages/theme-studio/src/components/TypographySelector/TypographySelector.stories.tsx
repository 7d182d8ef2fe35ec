import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { studioText } from '../../i18n/use-studio-text';
import { withStudioProviders } from '../../story-helpers/decorators';
import { TypographySelector, type TypographySelectorProps } from './TypographySelector';

const { t } = studioText('de');

function Example(props: Omit<TypographySelectorProps, 'value'> & { initial: string }) {
  const [value, setValue] = useState(props.initial);
  return (
    <div style={{ maxWidth: '36rem' }}>
      <TypographySelector
        {...props}
        value={value}
        onChange={(font) => {
          props.onChange(font);
          setValue(font);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Theme studio/Typography selector',
  tags: ['autodocs'],
  component: Example,
  decorators: [withStudioProviders],
  args: { role: 'heading', initial: 'Playfair Display', onChange: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Search and pick: the chosen font loads (self-hosted) and the preview shows it. */
export const Heading: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: t('fonts.search', { role: t('fonts.heading') }) }),
      'lo',
    );
    await userEvent.click(canvas.getByRole('radio', { name: /Lora/ }));
    await expect(args.onChange).toHaveBeenCalledWith('Lora');
    await waitFor(() => expect(canvas.getByText(t('fonts.loaded', { font: 'Lora' }))).toBeVisible());
  },
};

export const Body: Story = { args: { role: 'body', initial: 'Inter' } };

/** docs/requirements.md A8: 'No fonts found matching …'. */
export const NothingFound: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'zzz');
    await expect(canvas.getByText(translate('font.noneFound', 'de', { query: 'zzz' }))).toBeVisible();
  },
};

/** docs/requirements.md A4 and A8: a web font that cannot be loaded: 'Failed to load {font}. Using fallback font.' */
export const LoadFailed: Story = {
  args: { loadFont: async () => false, initial: 'Cinzel' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(translate('font.loadFailed', 'de', { font: 'Cinzel' })),
    ).toBeVisible();
  },
};
