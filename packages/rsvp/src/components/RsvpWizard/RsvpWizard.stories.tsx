import '@wedding/ui/styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LOCALE, LOCALES, type RsvpPayload, translate } from '@wedding/core';
import { I18nProvider } from '@wedding/ui';
import { expect, fn, waitFor, within } from 'storybook/test';
import { emptyRsvpCompanion } from '../../state/rsvp-draft';
import {
  createdResponse,
  labelled,
  storedAnswer,
  storyLocale,
  text,
  uiText,
  WizardAtStep,
  withRsvpTheme,
} from '../../test-support/story-support';
import { RsvpWizard } from './RsvpWizard';

const created: typeof globalThis.fetch = async () => createdResponse();

const meta = {
  title: 'RSVP/RsvpWizard',
  tags: ['autodocs'],
  component: RsvpWizard,
  decorators: [withRsvpTheme],
  // Stories keep no draft: each run starts empty and leaves nothing in the browser's storage.
  args: { slug: 'anna-ben', locale: DEFAULT_LOCALE, storage: null, fetch: created, onSubmitted: fn() },
  render: (args, { globals }) => <RsvpWizard {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof RsvpWizard>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const stepOf = (current: number, total: number) => uiText('stepIndicator.progress', { current, total });
const button = (canvas: PlayContext['canvas'], name: string) => canvas.getByRole('button', { name });

async function fillContact(
  { canvas, userEvent }: PlayContext,
  name = 'Anna Schmidt',
  phone = '1512 3456789',
) {
  await userEvent.type(canvas.getByRole('textbox', { name: labelled(text('rsvp.nameLabel')) }), name);
  await userEvent.type(canvas.getByRole('textbox', { name: labelled(uiText('phoneInput.number')) }), phone);
}

/** From an empty wizard to the last step of the short path (3 steps). */
async function reachShortLastStep(context: PlayContext, answer: 'rsvp.maybe' | 'rsvp.notAttending') {
  const { canvas, userEvent } = context;
  await fillContact(context);
  await userEvent.click(button(canvas, text('rsvp.next')));
  await userEvent.click(canvas.getByRole('radio', { name: text(answer) }));
  await userEvent.click(button(canvas, text('rsvp.next')));
  await expect(canvas.getByText(stepOf(3, 3))).toBeVisible();
}

/** Step 1 as a guest first sees it: 'Step 1 of 3' with its title, Back and Next disabled, DE preselected. */
export const FirstStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(stepOf(1, 3))).toBeVisible();
    await expect(canvas.getByText(text('rsvp.step.contact'))).toBeVisible();
    await expect(button(canvas, text('rsvp.back'))).toBeDisabled();
    await expect(button(canvas, text('rsvp.next'))).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: uiText('phoneInput.dialCode') })).toHaveDisplayValue(
      '+49',
    );
  },
};

/** progressVariant 'bar': a progress bar with the same 'Step X of Y' and step title. */
export const ProgressAsBar: Story = {
  args: { progressVariant: 'bar' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const bar = canvas.getByRole('progressbar', { name: stepOf(1, 3) });
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(bar).toHaveAttribute('aria-valuemax', '3');
    await fillContact(context);
    await userEvent.click(button(canvas, text('rsvp.next')));
    await userEvent.click(canvas.getByRole('radio', { name: text('rsvp.attending') }));
    const afterAttending = canvas.getByRole('progressbar', { name: stepOf(2, 5) });
    await expect(afterAttending).toHaveAttribute('aria-valuemax', '5');
    await expect(canvas.getByText(text('rsvp.step.attendance'))).toBeVisible();
  },
};

/** Next checks the step: the red banner names the first rule, every field shows its own; an edit clears its own. */
export const FieldErrorsOnNext: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillContact(context, 'A', '12');
    await userEvent.click(button(canvas, text('rsvp.next')));
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('rsvp.nameRequired'));
    const name = canvas.getByRole('textbox', { name: labelled(text('rsvp.nameLabel')) });
    const phone = canvas.getByRole('textbox', { name: labelled(uiText('phoneInput.number')) });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(text('rsvp.phoneRequired'))).toBeVisible();
    await expect(canvas.getByText(stepOf(1, 3))).toBeVisible();

    await userEvent.type(name, 'nna');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText(text('rsvp.phoneRequired'))).toBeVisible();
  },
};

/** Leaving the phone field with a wrong number shows core's specific parse message at once. */
export const PhoneParseMessage: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillContact(context, 'Anna Schmidt', '1512 3456789 12345');
    await userEvent.tab();
    await expect(canvas.getByText(text('rsvp.phoneTooLong'))).toBeVisible();
    await userEvent.click(button(canvas, text('rsvp.next')));
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('rsvp.phoneTooLong'));
  },
};

/** The dial-code picker decides the country: a Turkish mobile number passes once +90 is chosen. */
export const DialCodePicker: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const dialCode = canvas.getByRole('combobox', { name: uiText('phoneInput.dialCode') });
    await userEvent.click(dialCode);
    await userEvent.selectOptions(dialCode, 'TR');
    await expect(dialCode).toHaveDisplayValue('+90 Türkei');
    await fillContact(context, 'Ayşe Yılmaz', '532 123 45 67');
    await userEvent.click(button(canvas, text('rsvp.next')));
    await expect(canvas.getByText(stepOf(2, 3))).toBeVisible();
  },
};

/** The short path (not attending or maybe) has 3 steps and sends from the message step. */
export const ShortPathSubmits: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await reachShortLastStep(context, 'rsvp.maybe');
    await userEvent.type(
      canvas.getByRole('textbox', { name: labelled(text('rsvp.messageLabel')) }),
      'Bis bald!',
    );
    await userEvent.click(button(canvas, text('rsvp.submit')));
    await expect(await canvas.findByText(text('rsvp.successText'))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: text('rsvp.successTitle') })).toBeVisible();
    await expect(args.onSubmitted).toHaveBeenCalledWith(storedAnswer.rsvp);
    // The private link to see or delete the answer later: the site's manage page, the token as the fragment.
    await expect(canvas.getByRole('textbox', { name: text('rsvp.manageLinkLabel') })).toHaveValue(
      `${window.location.origin}/de/w/anna-ben/rsvp/manage#${storedAnswer.rsvp.manageToken}`,
    );
  },
};

/** Bodies the full-path story sent. */
const sentBodies: RsvpPayload[] = [];
const recordingFetch: typeof globalThis.fetch = async (_url, init) => {
  sentBodies.push(JSON.parse(String(init?.body)) as RsvpPayload);
  return createdResponse();
};

/**
 * Attending with two guests: 5 steps, the companion's name, the respondent's own needs and the companion's,
 * the message, then the success card. The respondent is sent as guests[0].
 */
export const AttendingWithTwoGuests: Story = {
  args: { fetch: recordingFetch },
  beforeEach: () => {
    sentBodies.length = 0;
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillContact(context);
    await userEvent.click(button(canvas, text('rsvp.next')));
    await userEvent.click(canvas.getByRole('radio', { name: text('rsvp.attending') }));
    await userEvent.click(button(canvas, text('rsvp.next')));
    await expect(canvas.getByText(stepOf(3, 5))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labelled(uiText('numberStepper.increment')) }));
    await userEvent.type(canvas.getByPlaceholderText(text('rsvp.guestPlaceholder', { number: 2 })), 'Ben');
    await userEvent.click(button(canvas, text('rsvp.next')));
    await expect(canvas.getByText(stepOf(4, 5))).toBeVisible();
    const own = canvas.getByRole('group', { name: text('rsvp.dietaryNeedsOwn', { name: 'Anna Schmidt' }) });
    await userEvent.click(within(own).getByRole('checkbox', { name: text('rsvp.dietary.vegan') }));
    const needs = canvas.getByRole('group', { name: text('rsvp.dietaryNeedsOf', { name: 'Ben' }) });
    await userEvent.click(within(needs).getByRole('checkbox', { name: text('rsvp.dietary.vegetarian') }));
    await userEvent.type(
      within(needs).getByRole('textbox', { name: text('rsvp.allergiesLabel') }),
      'Erdnüsse',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: text('rsvp.needsTransport') }));
    await userEvent.click(button(canvas, text('rsvp.next')));
    await expect(canvas.getByText(stepOf(5, 5))).toBeVisible();
    await userEvent.click(button(canvas, text('rsvp.submit')));
    await expect(await canvas.findByText(text('rsvp.successText'))).toBeVisible();
    await expect(sentBodies).toEqual([
      expect.objectContaining({
        attendanceStatus: 'attending',
        numberOfGuests: 2,
        needsTransport: true,
        needsAccommodation: false,
        guests: [
          expect.objectContaining({
            name: 'Anna Schmidt',
            phone: '+49 1512 3456789',
            dietaryRestrictions: 'vegan',
            allergies: '',
          }),
          expect.objectContaining({ name: 'Ben', dietaryRestrictions: 'vegetarian', allergies: 'Erdnüsse' }),
        ],
      }),
    ]);
  },
};

/** A personal invitation's household, as the site names it (the head first). */
const lovelaces = { names: ['Ada Lovelace', 'Byron Lovelace', 'Ralph Lovelace'] };

/**
 * Opened from a household's personal link: the head answers, the others are already named and counted once the
 * guest attends; every name and the count can still be corrected, and the corrections are what is sent.
 */
export const PrefilledForAHousehold: Story = {
  args: { fetch: recordingFetch, household: lovelaces },
  beforeEach: () => {
    sentBodies.length = 0;
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const name = canvas.getByRole('textbox', { name: labelled(text('rsvp.nameLabel')) });
    await expect(name).toHaveValue('Ada Lovelace');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ada King');
    await userEvent.type(
      canvas.getByRole('textbox', { name: labelled(uiText('phoneInput.number')) }),
      '1512 3456789',
    );
    await userEvent.click(button(canvas, text('rsvp.next')));
    await userEvent.click(canvas.getByRole('radio', { name: text('rsvp.attending') }));
    await userEvent.click(button(canvas, text('rsvp.next')));
    await expect(canvas.getByText(stepOf(3, 5))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: labelled(text('rsvp.guestCountLabel')) })).toHaveValue(
      '3',
    );
    const second = canvas.getByRole('textbox', {
      name: labelled(text('rsvp.guestNameLabel', { number: 2 })),
    });
    const third = canvas.getByRole('textbox', { name: labelled(text('rsvp.guestNameLabel', { number: 3 })) });
    await expect(second).toHaveValue('Byron Lovelace');
    await expect(third).toHaveValue('Ralph Lovelace');
    // Ralph cannot come: one guest fewer, and Byron's name corrected.
    await userEvent.click(canvas.getByRole('button', { name: labelled(uiText('numberStepper.decrement')) }));
    await expect(
      canvas.queryByRole('textbox', { name: labelled(text('rsvp.guestNameLabel', { number: 3 })) }),
    ).toBeNull();
    await userEvent.clear(second);
    await userEvent.type(second, 'George Byron');
    await userEvent.click(button(canvas, text('rsvp.next')));
    await userEvent.click(button(canvas, text('rsvp.next')));
    await userEvent.click(button(canvas, text('rsvp.submit')));
    await expect(await canvas.findByText(text('rsvp.successText'))).toBeVisible();
    await expect(sentBodies).toEqual([
      expect.objectContaining({
        name: 'Ada King',
        numberOfGuests: 2,
        guests: [
          expect.objectContaining({ name: 'Ada King' }),
          expect.objectContaining({ name: 'George Byron' }),
        ],
      }),
    ]);
  },
};

/** The same household on a device where the guest had started answering: their draft is what opens. */
export const DraftWinsOverTheHousehold: Story = {
  args: { household: lovelaces },
  render: (args, { globals }) => (
    <WizardAtStep {...args} locale={storyLocale(globals)} step={1} draft={{ name: 'Grace Hopper' }} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: labelled(text('rsvp.nameLabel')) })).toHaveValue(
      'Grace Hopper',
    );
  },
};

/** While the RSVP is sent, navigation is locked and the button says so. */
export const Submitting: Story = {
  args: { fetch: () => new Promise<Response>(() => {}) },
  play: async (context) => {
    const { canvas, userEvent, canvasElement } = context;
    await reachShortLastStep(context, 'rsvp.notAttending');
    await userEvent.click(button(canvas, text('rsvp.submit')));
    const sending = await canvas.findByRole('button', { name: text('rsvp.submitting') });
    await expect(sending).toBeDisabled();
    await expect(button(canvas, text('rsvp.back'))).toBeDisabled();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: labelled(text('rsvp.messageLabel')) })).toBeDisabled();
  },
};

/** Requests of the retry story; its fake network fails the first one as an offline browser would. */
const retryRequests: RequestInit[] = [];
const flakyFetch: typeof globalThis.fetch = async (_url, init) => {
  retryRequests.push(init ?? {});
  if (retryRequests.length === 1) throw new TypeError('Failed to fetch');
  return createdResponse();
};

/** A network failure shows networkError; the retry sends the same Idempotency-Key and succeeds. */
export const NetworkErrorThenRetry: Story = {
  args: { fetch: flakyFetch },
  beforeEach: () => {
    retryRequests.length = 0;
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await reachShortLastStep(context, 'rsvp.notAttending');
    await userEvent.click(button(canvas, text('rsvp.submit')));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('networkError'));
    await userEvent.click(button(canvas, text('rsvp.submit')));
    await expect(await canvas.findByText(text('rsvp.successText'))).toBeVisible();
    const keys = retryRequests.map((init) => new Headers(init.headers).get('Idempotency-Key'));
    await expect(keys).toHaveLength(2);
    await expect(keys[0]).toBeTruthy();
    await expect(keys[0]).toBe(keys[1]);
  },
};

/** The server refuses the answers (400 validationFailed): validationError in the red banner. */
export const ValidationErrorBanner: Story = {
  args: {
    fetch: async () =>
      new Response(JSON.stringify({ error: 'validationFailed', details: [] }), { status: 400 }),
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await reachShortLastStep(context, 'rsvp.maybe');
    await userEvent.click(button(canvas, text('rsvp.submit')));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('validationError'));
    await expect(button(canvas, text('rsvp.submit'))).toBeEnabled();
  },
};

/** Any other failure (here a 500): submitError in the red banner, the answers kept for another try. */
export const SubmitErrorBanner: Story = {
  args: { fetch: async () => new Response(JSON.stringify({ error: 'internalError' }), { status: 500 }) },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await reachShortLastStep(context, 'rsvp.maybe');
    await userEvent.type(canvas.getByRole('textbox', { name: labelled(text('rsvp.messageLabel')) }), 'Hallo');
    await userEvent.click(button(canvas, text('rsvp.submit')));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('submitError'));
    await expect(canvas.getByRole('textbox', { name: labelled(text('rsvp.messageLabel')) })).toHaveValue(
      'Hallo',
    );
  },
};

/** Back goes one step and clears the banner. */
export const BackClearsTheBanner: Story = {
  args: { fetch: async () => new Response('{}', { status: 500 }) },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await reachShortLastStep(context, 'rsvp.maybe');
    await userEvent.click(button(canvas, text('rsvp.submit')));
    await canvas.findByRole('alert');
    await userEvent.click(button(canvas, text('rsvp.back')));
    await expect(canvas.getByText(stepOf(2, 3))).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** Keyboard only: Tab through the fields, Enter for Next, arrow keys for the answer, Enter to send. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: labelled(text('rsvp.nameLabel')) })).toHaveFocus();
    await userEvent.keyboard('Anna Schmidt');
    await userEvent.tab(); // email
    await userEvent.tab(); // dial code
    await expect(canvas.getByRole('combobox', { name: uiText('phoneInput.dialCode') })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('1512 3456789{Enter}');
    await expect(canvas.getByText(stepOf(2, 3))).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: text('rsvp.attending') })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: text('rsvp.notAttending') })).toBeChecked();
    await userEvent.tab(); // Back
    await userEvent.tab(); // Next
    await expect(button(canvas, text('rsvp.next'))).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(stepOf(3, 3))).toBeVisible();
    await userEvent.tab(); // the answer, to confirm
    await expect(canvas.getByRole('radio', { name: text('rsvp.notAttending') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: labelled(text('rsvp.messageLabel')) })).toHaveFocus();
    await userEvent.keyboard('Leider nicht.');
    await userEvent.tab(); // Back
    await userEvent.tab();
    await expect(button(canvas, text('rsvp.submit'))).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(text('rsvp.successText'))).toBeVisible();
  },
};

/** On a 360 px wide phone the widest step (requirements with a companion) fits without sideways scrolling. */
export const PhoneWidth: Story = {
  render: (args, { globals }) => (
    <div style={{ width: '360px', margin: '-1.5rem' }} data-testid="phone-screen">
      <WizardAtStep
        {...args}
        locale={storyLocale(globals)}
        step={4}
        draft={{
          attendanceStatus: 'attending',
          numberOfGuests: 2,
          companions: [emptyRsvpCompanion('Benedikt Alexander')],
        }}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const screen = canvas.getByTestId('phone-screen');
    await expect(canvas.getByText(stepOf(4, 5))).toBeVisible();
    const widest = Math.max(
      ...[...screen.querySelectorAll('*')].map((element) => element.getBoundingClientRect().right),
    );
    await expect(widest).toBeLessThanOrEqual(screen.getBoundingClientRect().right + 0.5);
  },
};

/** The first step in all six languages (labels, 'Step X of Y' and buttons). */
export const EveryLocale: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      {LOCALES.map((locale) => (
        <I18nProvider key={locale} locale={locale}>
          <div lang={locale}>
            <RsvpWizard {...args} slug={`anna-ben-${locale}`} locale={locale} />
          </div>
        </I18nProvider>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const locale of LOCALES) {
      await expect(canvas.getByRole('button', { name: translate('rsvp.next', locale) })).toBeDisabled();
    }
  },
};
