import type { Meta, StoryObj } from '@storybook/react-vite';
import { LAYOUT_OPTIONS, LAYOUTS } from '@wedding/tokens';
import { expect, within } from 'storybook/test';
import { LayoutGallery } from './components/LayoutGallery';
import { TokenPage } from './components/TokenPage';

const meta = {
  title: 'Tokens/Layouts',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  name: 'Layouts',
  render: () => (
    <TokenPage
      title="Layouts"
      lead="Four page layouts a theme can use; presets name one, couples may change it."
    >
      <LayoutGallery />
    </TokenPage>
  ),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    // docs/requirements.md A9: four layouts, named in docs/requirements.md A2.
    expect(LAYOUTS).toEqual(['classic', 'modern', 'romantic', 'artdeco']);
    expect(canvas.getAllByRole('radio')).toHaveLength(4);
    expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      LAYOUT_OPTIONS.map((option) => option.name),
    );
    expect(canvas.getByRole('radio', { name: 'Classic' })).toBeChecked();

    await userEvent.click(canvas.getByRole('radio', { name: 'Art Deco' }));
    expect(canvas.getByRole('radio', { name: 'Art Deco' })).toBeChecked();
    expect(canvasElement.querySelector('[data-selected-layout]')).toHaveAttribute(
      'data-selected-layout',
      'artdeco',
    );
    expect(canvasElement.querySelector('[data-selected-layout]')).toHaveTextContent('Art Deco');
  },
};
