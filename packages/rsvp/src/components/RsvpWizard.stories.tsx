import '@wedding/ui/styles.css';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LOCALE, LOCALES, type Locale, type MessageKey, translate } from '@wedding/core';
import { I18nProvider, type ThemeModePreference, ThemeProvider } from '@wedding/ui';
import { expect, fn } from 'storybook/test';
import { RsvpWizard } from './RsvpWizard';

const answer = {
  rsvp: { id: 'r1', submittedAt: '2026-11-22T09:00:00.000Z', attendanceStatus: 'maybe', numberOfGuests: 0 },
};
const createdResponse = () => new Response(JSON.stringify(answer), { status: 201 });
const created: typeof globalThis.fetch = async () => createdResponse();

/** The providers an app mounts, following the toolbar's locale and colour mode. */
const withProviders: Decorator = (Story, context) => {
  const locale = (context.globals.locale as Locale | undefined) ?? DEFAULT_LOCALE;
  return (
    <I18nProvider locale={locale}>
      <ThemeProvider mode={(context.globals.colorMode as ThemeModePreference | undefined) ?? 'light'}>
        <div style={{ padding: '1.5rem', maxWidth: '36rem' }}>
          <Story />
        </div>
      </ThemeProvider>
    </I18nProvider>
  );
};

const meta = {
  title: 'RSVP/RsvpWizard',
  tags: ['autodocs'],
  component: RsvpWizard,
  decorators: [withProviders],
  // Stories keep no draft: each run starts empty and leaves nothing in the browser's storage.
  args: { slug: 'anna-ben', locale: DEFAULT_LOCALE, storage: null, fetch: created, onSubmitted: fn() },
  render: (args, context) => (
    <RsvpWizard {...args} locale={(context.globals.locale as Locale | undefined) ?? args.locale} />
  ),
} satisfies Meta<typeof RsvpWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A text of the stories' locale (the default locale), so expectations follow the catalogue. */
const text = (key: MessageKey) => translate(key, DEFAULT_LOCALE);
const stepOf = (current: number, total: number) =>
  translate('rsvp.stepOf', DEFAULT_LOCALE, { current, total });

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function fillContact({ canvas, userEvent }: PlayContext, name = 'Anna Schmidt') {
  await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${text('rsvp.nameLabel')}`) }), name);
  await userEvent.type(
    canvas.getByRole('textbox', { name: new RegExp(`^${text('rsvp.phoneLabel')}`) }),
    '1512 3456789',
  );
}

export const ContactStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(stepOf(1, 3))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('rsvp.back') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: text('rsvp.next') })).toBeDisabled();
  },
};

export const ValidationBanner: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillContact(context, 'A');
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.next') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('rsvp.nameRequired'));
    await expect(canvas.getByText(stepOf(1, 3))).toBeVisible();
  },
};

export const ShortRsvpSubmits: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await fillContact(context);
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.next') }));
    await userEvent.click(canvas.getByRole('radio', { name: text('rsvp.maybe') }));
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.next') }));
    await expect(canvas.getByText(stepOf(3, 3))).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(`^${text('rsvp.messageLabel')}`) }),
      'Bis bald!',
    );
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.submit') }));
    await expect(await canvas.findByText(text('rsvp.successText'))).toBeVisible();
    await expect(args.onSubmitted).toHaveBeenCalledWith(answer.rsvp);
  },
};

/** Requests of the retry story; its fake network fails the first one as an offline browser would. */
const retryRequests: RequestInit[] = [];
const flakyFetch: typeof globalThis.fetch = async (_url, init) => {
  retryRequests.push(init ?? {});
  if (retryRequests.length === 1) throw new TypeError('Failed to fetch');
  return createdResponse();
};

export const RetryAfterNetworkFailure: Story = {
  args: { fetch: flakyFetch },
  beforeEach: () => {
    retryRequests.length = 0;
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillContact(context);
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.next') }));
    await userEvent.click(canvas.getByRole('radio', { name: text('rsvp.notAttending') }));
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.next') }));
    const submit = canvas.getByRole('button', { name: text('rsvp.submit') });
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('networkError'));
    await userEvent.click(submit);
    await expect(await canvas.findByText(text('rsvp.successText'))).toBeVisible();
    const keys = retryRequests.map((init) => new Headers(init.headers).get('Idempotency-Key'));
    await expect(keys).toHaveLength(2);
    await expect(keys[0]).toBeTruthy();
    await expect(keys[0]).toBe(keys[1]);
  },
};

export const AttendingGuestDetails: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillContact(context);
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.next') }));
    await userEvent.click(canvas.getByRole('radio', { name: text('rsvp.attending') }));
    await expect(canvas.getByText(stepOf(2, 5))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.next') }));
    await expect(
      canvas.queryByPlaceholderText(translate('rsvp.guestPlaceholder', DEFAULT_LOCALE, { number: 2 })),
    ).toBeNull();
    const increment = canvas
      .getAllByRole('button')
      .find((button) => button.getAttribute('slot') === 'increment');
    if (increment === undefined) throw new Error('increment button missing');
    await userEvent.click(increment);
    await expect(
      canvas.getByPlaceholderText(translate('rsvp.guestPlaceholder', DEFAULT_LOCALE, { number: 2 })),
    ).toBeVisible();
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
