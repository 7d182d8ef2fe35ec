import type { Meta, StoryObj } from '@storybook/react-vite';
import { themeToCssVars } from '@wedding/tokens';
import { useCallback, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { ThemeStudioController } from '../../state/theme-studio-controller';
import { withStudioProviders } from '../../story-helpers/decorators';
import { initialCustomization, memorySave, renderDemoSite } from '../../story-helpers/fixtures';
import { LivePreview, type PreviewMode } from './LivePreview';

/** Counts renders of the page the preview shows: a theme edit must not re-render it. */
const renders = { count: 0 };

function Example({ mode }: { mode: PreviewMode }) {
  const [controller] = useState(
    () => new ThemeStudioController({ customization: initialCustomization, version: 1, save: memorySave() }),
  );
  const renderPreview = useCallback((colorMode: 'light' | 'dark') => {
    renders.count += 1;
    return renderDemoSite(colorMode);
  }, []);
  return (
    <div style={{ maxWidth: '44rem' }}>
      <button type="button" onClick={() => controller.setColor('light', 'primary', 'oklch(0.45 0.2 30)')}>
        Primärfarbe ändern
      </button>
      <LivePreview controller={controller} mode={mode} renderPreview={renderPreview} section="rsvp" />
    </div>
  );
}

const meta = {
  title: 'Theme studio/Live preview',
  tags: ['autodocs'],
  component: Example,
  decorators: [withStudioProviders],
  args: { mode: 'light' },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The real guest site (@wedding/guest-site) painted with the draft: an edit changes variables, no re-render. */
export const Light: Story = {
  play: async ({ canvasElement, userEvent, canvas }) => {
    const page = await waitFor(() => {
      const element = canvasElement.querySelector<HTMLElement>(
        '[data-preview-mode="light"] [data-theme-root]',
      );
      if (!element) throw new Error('the site has not rendered yet');
      return element;
    });
    await expect(canvas.getByRole('figure')).toBeVisible();
    const before = renders.count;
    await userEvent.click(canvas.getByRole('button', { name: 'Primärfarbe ändern' }));
    const { theme, density } = initialCustomization;
    const expected = themeToCssVars(
      {
        ...theme,
        colors: { ...theme.colors, light: { ...theme.colors.light, primary: 'oklch(0.45 0.2 30)' } },
      },
      'light',
      density,
    )['--wed-color-primary'];
    await waitFor(() => expect(page.style.getPropertyValue('--wed-color-primary')).toBe(expected));
    await expect(renders.count).toBe(before);
  },
};

export const Both: Story = {
  args: { mode: 'both' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-preview-mode] [data-theme-root]')).toHaveLength(2),
    );
  },
};

export const Dark: Story = { args: { mode: 'dark' } };
