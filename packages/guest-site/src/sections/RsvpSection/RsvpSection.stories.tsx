import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { clearRsvpDraft } from '@wedding/rsvp';
import { expect, waitFor } from 'storybook/test';
import { demoWedding } from '../fixtures/demo-wedding';
import { startingWith, withGuestPage } from '../fixtures/story-support';
import { sectionText } from '../section-text';
import { RsvpSection, type RsvpSectionProps } from './RsvpSection';

/** The section far down a page, with a link to #rsvp at the top like the hero's call to action. */
function FarDownThePage(props: RsvpSectionProps) {
  return (
    <>
      {/* Following '#rsvp' inside the story runner's frame ended the test page (its browser connection closed),
          so the link stays put; the section reacts to the click itself (captured on the document), which is what
          this story checks. */}
      {/* biome-ignore lint/a11y/useValidAnchor: it stands for the page's real #rsvp links; only the test page must stay */}
      <a href="#rsvp" onClick={(event) => event.preventDefault()}>
        {sectionText('hero.rsvpCta', props.locale)}
      </a>
      <div style={{ height: '4000px' }} />
      <RsvpSection {...props} />
    </>
  );
}

const meta = {
  title: 'Guest site/Sections/RsvpSection',
  tags: ['autodocs'],
  component: RsvpSection,
  decorators: [withGuestPage],
  args: { wedding: demoWedding, locale: 'de' },
} satisfies Meta<typeof RsvpSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const skeleton = (element: HTMLElement) => element.querySelector('[data-testid="rsvp-skeleton"]');
const clearHash = () =>
  window.history.replaceState(null, '', window.location.pathname + window.location.search);

/** In view: the wizard's code is fetched at once and replaces the skeleton. */
export const LoadsWhenNear: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: sectionText('rsvp.heading', 'de') }),
    ).toBeVisible();
    await waitFor(() => expect(skeleton(canvasElement)).toBeNull(), { timeout: 10_000 });
    await expect(canvasElement.querySelector('form')).not.toBeNull();
  },
};

/** Far away: the skeleton stays (no wizard code) until a link to #rsvp is clicked. */
export const LoadsOnRsvpLink: Story = {
  render: (args) => <FarDownThePage {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    clearHash();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(skeleton(canvasElement)).not.toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(sectionText('rsvp.loading', 'de'));
    await userEvent.click(canvas.getByRole('link', { name: sectionText('hero.rsvpCta', 'de') }));
    await waitFor(() => expect(skeleton(canvasElement)).toBeNull(), { timeout: 10_000 });
    await expect(canvasElement.querySelector('form')).not.toBeNull();
    clearHash();
  },
};

export const Spanish: Story = {
  args: { locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(sectionText('rsvp.intro', 'es'))).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('form')).not.toBeNull(), { timeout: 10_000 });
  },
};

/** After the couple's deadline: the closed card with the last day instead of the wizard (the server refuses too). */
export const ClosedAfterTheDeadline: Story = {
  args: {
    locale: 'en',
    wedding: { ...demoWedding, rsvpDeadline: '2026-05-31T21:59:59.999Z' },
    now: new Date('2026-06-01T10:00:00.000Z'),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('rsvp-closed')).toHaveTextContent(translate('rsvp.closed', 'en'));
    await expect(canvas.getByTestId('rsvp-closed')).toHaveTextContent('31');
    await expect(skeleton(canvasElement)).toBeNull();
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
};

/**
 * Opened by a household's personal link: the wizard names the head as the one answering (the others follow on the
 * guest details step). No draft of this browser is in the way: the story starts without one.
 */
export const ForAHousehold: Story = {
  args: {
    locale: 'en',
    wedding: { ...demoWedding, household: { names: ['Ada Lovelace', 'Byron Lovelace'] } },
  },
  beforeEach: () => {
    clearRsvpDraft(demoWedding.slug);
  },
  play: async ({ canvas }) => {
    const label = startingWith(translate('rsvp.nameLabel', 'en'));
    const name = await canvas.findByRole('textbox', { name: label }, { timeout: 10_000 });
    await expect(name).toHaveValue('Ada Lovelace');
  },
};
