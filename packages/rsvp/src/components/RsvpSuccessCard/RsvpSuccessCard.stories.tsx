import '@wedding/ui/styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LOCALE } from '@wedding/core';
import { UiLocaleProvider } from '@wedding/ui';
import { expect, fn, within } from 'storybook/test';
import { storyLocale, text, uiText, withRsvpTheme } from '../../test-support/story-support';
import { RsvpSuccessCard } from './RsvpSuccessCard';

const meta = {
  title: 'RSVP/RsvpSuccessCard',
  component: RsvpSuccessCard,
  decorators: [withRsvpTheme],
  args: { locale: DEFAULT_LOCALE },
  render: (args, { globals }) => (
    <UiLocaleProvider locale={storyLocale(globals)}>
      <RsvpSuccessCard {...args} locale={storyLocale(globals)} />
    </UiLocaleProvider>
  ),
} satisfies Meta<typeof RsvpSuccessCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/requirements.md B2: shown once the RSVP is stored. */
export const Received: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('rsvp.successTitle') })).toBeVisible();
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(text('rsvp.successText'));
  },
};

const link =
  'https://lena-und-jonas.example/de/w/lena-und-jonas/rsvp/manage#cm3r1x0k.qW8sZ4u2_fYk9LhP0aXv3nB7eR1tM6yC5dJ2gH8iO4w';

function stubClipboard(writeText: (value: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

/** The private link to see or delete the answer later: selectable, and copied with one press. */
export const WithPrivateLink: Story = {
  args: { manageLink: link },
  play: async ({ canvas, userEvent }) => {
    const section = within(canvas.getByRole('region', { name: text('rsvp.manageLinkTitle') }));
    await expect(section.getByRole('textbox', { name: text('rsvp.manageLinkLabel') })).toHaveValue(link);
    const writeText = fn(async (_value: string) => {});
    stubClipboard(writeText);
    await userEvent.click(section.getByRole('button', { name: text('rsvp.copyManageLink') }));
    await expect(writeText).toHaveBeenCalledWith(link);
    await expect(await section.findByRole('button', { name: uiText('copyButton.copied') })).toBeVisible();
    await expect(section.getByRole('status')).toHaveTextContent(uiText('copyButton.copied'));
  },
};

/** A browser that refuses the clipboard says so; the link stays there to select by hand. */
export const CopyRefused: Story = {
  args: { manageLink: link },
  play: async ({ canvas, userEvent }) => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.copyManageLink') }));
    await expect(await canvas.findByText(uiText('copyButton.copyError'))).toBeInTheDocument();
  },
};

/** On a 360 px wide phone the field and the button wrap instead of overflowing. */
export const PhoneWidth: Story = {
  args: { manageLink: link },
  render: (args, { globals }) => (
    <div style={{ width: '360px', margin: '-1.5rem' }} data-testid="phone-screen">
      <UiLocaleProvider locale={storyLocale(globals)}>
        <RsvpSuccessCard {...args} locale={storyLocale(globals)} />
      </UiLocaleProvider>
    </div>
  ),
  play: async ({ canvas }) => {
    const screen = canvas.getByTestId('phone-screen');
    const widest = Math.max(
      ...[...screen.querySelectorAll('*')].map((element) => element.getBoundingClientRect().right),
    );
    await expect(widest).toBeLessThanOrEqual(screen.getBoundingClientRect().right + 0.5);
  },
};
