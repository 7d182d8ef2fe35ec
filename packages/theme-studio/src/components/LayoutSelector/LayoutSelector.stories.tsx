import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Layout } from '@wedding/tokens';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { studioText } from '../../i18n/use-studio-text';
import { withStudioProviders } from '../../story-helpers/decorators';
import { LayoutSelector, type LayoutView } from './LayoutSelector';

const { t } = studioText('de');

function Example({
  onChange,
  defaultView,
  showPreview,
}: {
  onChange: (layout: Layout) => void;
  defaultView?: LayoutView;
  showPreview?: boolean;
}) {
  const [value, setValue] = useState<Layout>('classic');
  return (
    <LayoutSelector
      value={value}
      defaultView={defaultView}
      showPreview={showPreview}
      onChange={(layout) => {
        onChange(layout);
        setValue(layout);
      }}
    />
  );
}

const meta = {
  title: 'Theme studio/Layout selector',
  tags: ['autodocs'],
  component: Example,
  decorators: [withStudioProviders],
  args: { onChange: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four layouts; arrow keys move between them (a radio group). */
export const Grid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const classic = canvas.getByRole('radio', { name: new RegExp(t('layout.classic.name')) });
    await expect(classic).toBeChecked();
    classic.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenCalledWith('modern');
  },
};

export const List: Story = {
  args: { defaultView: 'list' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: t('view.grid') }));
    await expect(canvas.getByRole('radio', { name: t('view.grid') })).toBeChecked();
  },
};

export const WithoutPreview: Story = { args: { showPreview: false } };
