import '@wedding/ui/styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LOCALE, type RsvpPayload, translate } from '@wedding/core';
import { expect, within } from 'storybook/test';
import { emptyRsvpCompanion } from '../../../state/rsvp-draft';
import type { RsvpEventChoice } from '../../../state/rsvp-event-choice';
import {
  createdResponse,
  storyLocale,
  text,
  uiText,
  WizardAtStep,
  withRsvpTheme,
} from '../../../test-support/story-support';

/** A household invited to the ceremony (no meals) and the dinner (three meals, one for children). */
const events: RsvpEventChoice[] = [
  { id: 'ceremony', title: 'Trauung', day: '2027-06-12', time: '14:00', mealOptions: [] },
  {
    id: 'dinner',
    title: 'Abendessen',
    day: '2027-06-12',
    time: '18:30',
    mealOptions: [
      { id: 'fish', name: 'Zander', description: 'mit Kartoffeln', isKids: false },
      { id: 'veggie', name: 'Risotto', description: null, isKids: false },
      { id: 'kids', name: 'Nudeln', description: null, isKids: true },
    ],
  },
];

const sentBodies: RsvpPayload[] = [];
const recordingFetch: typeof globalThis.fetch = async (_url, init) => {
  sentBodies.push(JSON.parse(String(init?.body)) as RsvpPayload);
  return createdResponse();
};

const meta = {
  title: 'RSVP/Steps/EventsStep',
  component: WizardAtStep,
  decorators: [withRsvpTheme],
  args: {
    slug: 'events-step',
    locale: DEFAULT_LOCALE,
    step: 4,
    events,
    fetch: recordingFetch,
    draft: {
      attendanceStatus: 'attending',
      numberOfGuests: 2,
      companions: [emptyRsvpCompanion('Ben')],
    },
  },
  render: (args, { globals }) => <WizardAtStep {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof WizardAtStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepOf = (current: number, total: number) => uiText('stepIndicator.progress', { current, total });
const eventGroup = (canvas: ReturnType<typeof within>, title: string) =>
  canvas.getByRole('group', { name: new RegExp(`^${title} · `) });

/**
 * Per event and named person: coming (ticked, as they said they attend) and, where the event offers meals, a meal.
 * Next asks for a missing meal on that person's choice; a person who does not come picks none; the answers are sent
 * per person and event.
 */
export const PerPersonAnswersAndMeals: Story = {
  beforeEach: () => {
    sentBodies.length = 0;
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(stepOf(4, 6))).toBeVisible();
    const ceremony = eventGroup(canvas, 'Trauung');
    const dinner = eventGroup(canvas, 'Abendessen');
    // The ceremony offers no meals: only whether each person comes.
    await expect(within(ceremony).queryByRole('radiogroup')).toBeNull();
    await expect(
      within(ceremony).getByRole('checkbox', { name: text('rsvp.eventComes', { name: 'Ben' }) }),
    ).toBeChecked();

    const annasMeal = within(dinner).getByRole('radiogroup', {
      name: text('rsvp.mealOf', { name: 'Anna Schmidt' }),
    });
    await userEvent.click(within(annasMeal).getByRole('radio', { name: 'Zander – mit Kartoffeln' }));
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.next') }));
    // Ben comes to dinner but has no meal yet: his choice says so and the step stays.
    const bensMeal = within(dinner).getByRole('radiogroup', { name: text('rsvp.mealOf', { name: 'Ben' }) });
    await expect(bensMeal).toHaveAttribute('aria-invalid', 'true');
    await expect(within(bensMeal).getByText(text('rsvp.mealRequired'))).toBeVisible();
    await expect(canvas.getByText(stepOf(4, 6))).toBeVisible();

    await userEvent.click(within(bensMeal).getByRole('radio', { name: `Nudeln (${text('rsvp.mealKids')})` }));
    await userEvent.click(
      within(ceremony).getByRole('checkbox', { name: text('rsvp.eventComes', { name: 'Ben' }) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.next') }));
    await expect(canvas.getByText(stepOf(5, 6))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.next') }));
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.submit') }));
    await expect(await canvas.findByText(text('rsvp.successText'))).toBeVisible();
    await expect(sentBodies[0]?.guests.map((guest) => guest.events)).toEqual([
      [
        { eventId: 'ceremony', attending: true, mealOptionId: null },
        { eventId: 'dinner', attending: true, mealOptionId: 'fish' },
      ],
      [
        { eventId: 'ceremony', attending: false, mealOptionId: null },
        { eventId: 'dinner', attending: true, mealOptionId: 'kids' },
      ],
    ]);
  },
};

/** Unticking "comes" hides that person's meals: nobody picks a meal for a dinner they skip. */
export const NotComingPicksNoMeal: Story = {
  play: async ({ canvas, userEvent }) => {
    const dinner = eventGroup(canvas, 'Abendessen');
    await userEvent.click(
      within(dinner).getByRole('checkbox', { name: text('rsvp.eventComes', { name: 'Ben' }) }),
    );
    await expect(
      within(dinner).queryByRole('radiogroup', { name: text('rsvp.mealOf', { name: 'Ben' }) }),
    ).toBeNull();
    await expect(
      within(dinner).getByRole('radiogroup', { name: text('rsvp.mealOf', { name: 'Anna Schmidt' }) }),
    ).toBeVisible();
  },
};

/** A household that sees one event without meals answers once, as before: no per-event step. */
export const OneEventAsksNothingMore: Story = {
  args: { events: [{ id: 'party', title: 'Party', day: '2027-06-12', time: '21:00' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(stepOf(4, 5))).toBeVisible();
    await expect(canvas.queryByText(text('rsvp.eventsIntro'))).toBeNull();
  },
};

/** On a 360 px phone the events, names and meals wrap inside the card, with no sideways scrolling. */
export const PhoneWidth: Story = {
  args: {
    draft: {
      attendanceStatus: 'attending',
      numberOfGuests: 2,
      companions: [emptyRsvpCompanion('Benedikt Alexander von Hohenstein')],
    },
  },
  render: (args, { globals }) => (
    <div style={{ width: '360px', margin: '-1.5rem' }} data-testid="phone-screen">
      <WizardAtStep {...args} locale={storyLocale(globals)} />
    </div>
  ),
  play: async ({ canvas }) => {
    const screen = canvas.getByTestId('phone-screen');
    await expect(canvas.getByText(stepOf(4, 6))).toBeVisible();
    const widest = Math.max(
      ...[...screen.querySelectorAll('*')].map((element) => element.getBoundingClientRect().right),
    );
    await expect(widest).toBeLessThanOrEqual(screen.getBoundingClientRect().right + 0.5);
  },
};

const notInvitedReason = translate('rsvp.eventNotInvited', DEFAULT_LOCALE);

/**
 * The server refuses an event the household is not invited to (the schedule changed since the page was opened): the
 * wizard returns to the events step with the server's reason, in the guest's language, and keeps every answer.
 */
export const RefusedEventShowsTheReason: Story = {
  args: {
    fetch: async () =>
      new Response(
        JSON.stringify({
          error: 'eventNotInvited',
          details: { 'guests.0.events.1.eventId': notInvitedReason },
        }),
        { status: 403 },
      ),
    draft: {
      attendanceStatus: 'attending',
      numberOfGuests: 1,
      eventAnswers: { '0:dinner': { attending: true, mealOptionId: 'veggie' } },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.next') }));
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.next') }));
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.submit') }));
    await expect(await canvas.findByText(stepOf(4, 6))).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(notInvitedReason);
    const dinner = eventGroup(canvas, 'Abendessen');
    await expect(within(dinner).getByRole('radio', { name: 'Risotto' })).toBeChecked();
  },
};
