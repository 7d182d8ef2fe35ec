import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@wedding/api-client';
import { type MailStatus, translate } from '@wedding/core';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, storyNavigate, withDashboardProviders } from '../../story-support';
import {
  messageDetail,
  outboxPage,
  storyMailSettings,
  storyOutboxMessages,
  storyPreview,
} from './fixtures/mail-fixtures';
import { MailView, type MailViewProps } from './MailView';
import { localMoment } from './mail-failure';

const text = dashboardText('mail', 'de');
const page = () => within(document.body);
const REQUEST_ID = '8f4a7c1e-2b3d-4e5f-9a6b-7c8d9e0f1a2b';
const CAP_RESETS_AT = '2027-03-02T00:00:00.000Z';

/** The outbox's message dialog opens from the view's own state, as the screen's query would answer; an id the
 * page does not hold answers 'messageNotFound'. */
function Stateful(props: MailViewProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = props.outbox?.data.find((message) => message.id === openId) ?? null;
  return (
    <div style={{ padding: '1rem' }}>
      <MailView
        {...props}
        openMessage={
          openId === null
            ? props.openMessage
            : {
                id: openId,
                status: opened ? 'ready' : 'error',
                message: opened ? messageDetail(opened) : null,
              }
        }
        onOpenMessage={(id) => {
          setOpenId(id);
          props.onOpenMessage(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Dashboard/Email',
  tags: ['autodocs'],
  component: MailView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/dashboard/wedding/mail' },
  args: {
    settings: storyMailSettings,
    chosenIds: [],
    onPreview: fn(async () => storyPreview),
    onSend: fn(async () => undefined),
    onSaveSettings: fn(async () => undefined),
    outboxStatus: 'ready',
    outbox: outboxPage(storyOutboxMessages),
    outboxFilter: undefined,
    onOutboxFilterChange: fn(),
    onOutboxPageChange: fn(),
    onRetryOutboxLoad: fn(),
    onRetryAll: fn(async () => undefined),
    onRetryMessage: fn(async () => undefined),
    openMessage: null,
    onOpenMessage: fn(),
    newRequestId: () => REQUEST_ID,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof MailView>;
export default meta;
type Story = StoryObj<typeof meta>;

const preview = async (
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
) => {
  await userEvent.click(canvas.getByRole('button', { name: text('compose.preview') }));
  return canvas.findByRole('heading', { level: 3, name: text('preview.title') });
};

/** Every outbox state with its own words: queued, sending, sent, failed (with the server's reason), unsent, suppressed. */
export const Outbox: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: text('outbox.title') });
    const outbox = within(list);
    const badges = [...list.querySelectorAll('[data-tone]')].map((badge) => badge.textContent);
    for (const status of ['queued', 'sending', 'sent', 'failed', 'unsent', 'suppressed'] as MailStatus[]) {
      await expect(badges).toContain(text(`status.${status}`));
    }
    await expect(outbox.getByText('550 5.1.1 Mailbox does not exist')).toBeVisible();
    await expect(
      outbox.getAllByRole('button', { name: new RegExp(`^${text('outbox.retry')}`) }),
    ).toHaveLength(1);
    await expect(outbox.getByText(text('kind.saveTheDate'))).toBeVisible();
    await expect(canvas.getByText(text('outbox.total', { count: 6 }))).toBeVisible();
  },
};

/** A message opens in a dialog: its HTML in a sandboxed frame and its text version. */
export const OpenMessage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const subject = 'Anna & Ben are getting married: your invitation';
    await userEvent.click(canvas.getByRole('button', { name: text('outbox.openNamed', { subject }) }));
    await expect(args.onOpenMessage).toHaveBeenCalledWith('mail-failed');
    const dialog = within(await page().findByRole('dialog', { name: subject }));
    const frame = dialog.getByTitle(text('message.frame'));
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame.getAttribute('srcdoc')).toContain('Anna &amp; Ben heiraten');
    await userEvent.click(dialog.getByText(text('message.text')));
    await expect(dialog.getByText(/wir freuen uns sehr/)).toBeVisible();
  },
};

/** A message gone meanwhile: the dialog says so in the person's language. */
export const MessageNotFound: Story = {
  args: {
    openMessage: {
      id: 'mail-gone',
      status: 'error',
      message: null,
      error: new ApiError(404, 'messageNotFound'),
    },
  },
  play: async () => {
    const dialog = within(await page().findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(translate('messageNotFound', 'de'));
  },
};

/** Failed messages are sent again one by one or all at once. */
export const RetryFailed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const subject = 'Anna & Ben are getting married: your invitation';
    await userEvent.click(canvas.getByRole('button', { name: text('outbox.retryNamed', { subject }) }));
    await expect(args.onRetryMessage).toHaveBeenCalledWith(expect.objectContaining({ id: 'mail-failed' }));
    await userEvent.click(canvas.getByRole('button', { name: text('outbox.retryAll') }));
    await expect(args.onRetryAll).toHaveBeenCalled();
  },
};

/** The status filter asks for one state only. */
export const OutboxFilter: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(text('outbox.filter')) }));
    await userEvent.click(await page().findByRole('option', { name: text('status.failed') }));
    await expect(args.onOutboxFilterChange).toHaveBeenCalledWith('failed');
  },
};

export const OutboxFilteredEmpty: Story = {
  args: { outbox: outboxPage([]), outboxFilter: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('outbox.emptyFiltered'))).toBeVisible();
  },
};

/** Many messages: the outbox pages. */
export const OutboxPages: Story = {
  args: { outbox: outboxPage(storyOutboxMessages, { total: 46, totalPages: 3 }) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /2$/ }));
    await expect(args.onOutboxPageChange).toHaveBeenCalledWith(2);
  },
};

export const OutboxEmpty: Story = {
  args: { outbox: outboxPage([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('outbox.empty'))).toBeVisible();
  },
};

export const OutboxLoading: Story = {
  args: { outboxStatus: 'loading', outbox: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('outbox.loading'))).toBeVisible();
  },
};

/** The outbox failed to load: said, with a retry; composing still works. */
export const OutboxFailed: Story = {
  args: { outboxStatus: 'error', outboxError: new ApiError(0, undefined), outbox: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('outbox.loadFailed'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(translate('networkError', 'de'));
    await userEvent.click(canvas.getByRole('button', { name: text('outbox.retryLoad') }));
    await expect(args.onRetryOutboxLoad).toHaveBeenCalled();
  },
};

/** Without a mail server messages stay in the outbox: the banner says so, and each such message says it. */
export const NoMailServer: Story = {
  args: {
    settings: { ...storyMailSettings, mailServerConfigured: false },
    outbox: outboxPage(storyOutboxMessages, { mailServerConfigured: false }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('banner.noServer.title') })).toBeVisible();
    await expect(canvas.getByText(text('banner.noServer.text'))).toBeVisible();
    const outbox = within(canvas.getByRole('list', { name: text('outbox.title') }));
    await expect(outbox.getByText(text('status.unsent'))).toBeVisible();
  },
};

/** Without a verified address: the banner leads to the account settings; the preview works, sending waits. */
export const UnverifiedSender: Story = {
  args: { settings: { ...storyMailSettings, senderEmailVerified: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: text('banner.unverified.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('banner.unverified.link') })).toHaveAttribute(
      'href',
      '/account/settings',
    );
    await preview(canvas, userEvent);
    await expect(
      canvas.getByRole('button', { name: text('send.button.other', { count: 3 }) }),
    ).toBeDisabled();
    await expect(canvas.getByText(text('send.unverified'))).toBeVisible();
  },
};

/** The preview says whom the message reaches, who is skipped and why, today's count, and shows the sample. */
export const PreviewShown: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: text('compose.note') }),
      'Wir freuen uns auf euch!',
    );
    await preview(canvas, userEvent);
    await expect(args.onPreview).toHaveBeenCalledWith({
      kind: 'invitation',
      note: 'Wir freuen uns auf euch!',
      selection: { audience: 'all', households: [] },
      requestId: REQUEST_ID,
    });
    const facts = canvas.getByText(text('preview.recipients')).closest('dl');
    if (!facts) throw new Error('No preview facts');
    await expect(facts).toHaveTextContent(`${text('preview.recipients')}3`);
    await expect(facts).toHaveTextContent(`${text('preview.noEmail')}2`);
    await expect(facts).toHaveTextContent(`${text('preview.suppressed')}1`);
    await expect(facts).toHaveTextContent(text('preview.capValue', { used: 12, limit: 200 }));
    const previewSection = within(canvas.getByRole('region', { name: text('preview.title') }));
    await expect(previewSection.getByText(storyPreview.sample?.subject ?? '')).toBeVisible();
    const frame = canvas.getByTitle(text('preview.frame', { name: 'Clara Vogel und Jonas Vogel' }));
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame.getAttribute('srcdoc')).toContain('Anna &amp; Ben heiraten');
    // A changed draft is another message: its old preview goes.
    await userEvent.click(canvas.getByRole('radio', { name: text('kind.saveTheDate') }));
    await expect(canvas.queryByRole('heading', { level: 3, name: text('preview.title') })).toBeNull();
  },
};

/** Sending asks first, then sends exactly the previewed message. */
export const Send: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await preview(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: text('send.button.other', { count: 3 }) }));
    const confirm = within(await page().findByRole('alertdialog'));
    await expect(
      confirm.getByRole('heading', {
        name: text('send.confirmTitle.other', { kind: text('kind.invitation'), count: 3 }),
      }),
    ).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(confirm.getByRole('button', { name: text('send.confirm') }));
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith({
        kind: 'invitation',
        note: '',
        selection: { audience: 'all', households: [] },
        requestId: REQUEST_ID,
      }),
    );
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
  },
};

/** The day's cap: how many today and when sending resumes, in local time; the note typed stays. */
export const CapReached: Story = {
  args: {
    onSend: fn(async () =>
      Promise.reject(
        new ApiError(429, 'dailyMailCapReached', { limit: 200, usedToday: 200, resetsAt: CAP_RESETS_AT }),
      ),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const message = translate('dailyMailCapReached', 'de', {
      limit: 200,
      usedToday: 200,
      resetsAt: localMoment(CAP_RESETS_AT, 'de'),
    });
    await userEvent.type(canvas.getByRole('textbox', { name: text('compose.note') }), 'Bis bald!');
    await preview(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: text('send.button.other', { count: 3 }) }));
    const confirm = within(await page().findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: text('send.confirm') }));
    await expect(await confirm.findByRole('alert')).toHaveTextContent(message);
    await userEvent.click(confirm.getByRole('button', { name: text('send.cancel') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await expect(canvas.getByRole('textbox', { name: text('compose.note') })).toHaveValue('Bis bald!');
  },
};

/** The server wants a verified address: said, with the way to the account settings. */
export const VerifiedEmailRequired: Story = {
  args: { onSend: fn(async () => Promise.reject(new ApiError(403, 'verifiedEmailRequired'))) },
  play: async ({ canvas, userEvent }) => {
    storyNavigate.mockClear();
    await preview(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: text('send.button.other', { count: 3 }) }));
    const confirm = within(await page().findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: text('send.confirm') }));
    await confirm.findByRole('alert');
    await userEvent.click(confirm.getByRole('button', { name: text('send.cancel') }));
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByText(translate('verifiedEmailRequired', 'de'))).toBeVisible();
    const link = alert.getByRole('link', { name: text('error.settingsLink') });
    await expect(link).toHaveAttribute('href', '/account/settings');
    await userEvent.click(link);
    await expect(storyNavigate).toHaveBeenCalledWith('/account/settings');
  },
};

/** Nobody to write to: the server's reason is shown and nothing is lost. */
export const PreviewRefused: Story = {
  args: { onPreview: fn(async () => Promise.reject(new ApiError(400, 'noRecipients'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: text('audience.unanswered') }));
    await userEvent.click(canvas.getByRole('button', { name: text('compose.preview') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(translate('noRecipients', 'de'));
    await expect(canvas.getByRole('radio', { name: text('audience.unanswered') })).toBeChecked();
  },
};

/** A preview that reaches no one offers no send. */
export const PreviewReachesNobody: Story = {
  args: {
    onPreview: fn(async () => ({
      ...storyPreview,
      recipients: 0,
      skipped: { noEmail: 4, suppressed: 1 },
      sample: null,
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await preview(canvas, userEvent);
    await expect(canvas.getByText(text('preview.nobody'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^An .* senden$/ })).toBeNull();
  },
};

/** More than today's cap: the preview says how many still go out and when the rest can follow. */
export const PreviewOverCap: Story = {
  args: {
    onPreview: fn(async () => ({
      ...storyPreview,
      recipients: 40,
      cap: { limit: 200, usedToday: 190, resetsAt: CAP_RESETS_AT },
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await preview(canvas, userEvent);
    await expect(
      canvas.getByText(text('preview.overCap', { left: 10, resetsAt: localMoment(CAP_RESETS_AT, 'de') })),
    ).toBeVisible();
  },
};

/** Households chosen on the outreach screen arrive as the audience 'chosen', with their ids. */
export const ChosenHouseholds: Story = {
  args: { chosenIds: ['household-vogel', 'household-nowak'] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: text('audience.chosen', { count: 2 }) })).toBeChecked();
    await preview(canvas, userEvent);
    await expect(args.onPreview).toHaveBeenCalledWith(
      expect.objectContaining({
        selection: { audience: 'chosen', households: ['household-vogel', 'household-nowak'] },
      }),
    );
  },
};

/** Opened from the invite screen's save-the-date: the kind is preset; 'chosen' waits for a selection. */
export const SaveTheDatePreset: Story = {
  args: { initialKind: 'saveTheDate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: text('kind.saveTheDate') })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: text('audience.chosen', { count: 0 }) })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: text('compose.choose') })).toHaveAttribute(
      'href',
      '/dashboard/wedding/outreach',
    );
  },
};

/** The note is capped at 1,000 characters and counts them. */
export const NoteLimit: Story = {
  play: async ({ canvas, userEvent }) => {
    const note = canvas.getByRole('textbox', { name: text('compose.note') });
    await expect(note).toHaveAttribute('maxlength', '1000');
    await userEvent.type(note, 'Hallo');
    await expect(canvas.getByText(/5\s*\/\s*1[.,]?000/)).toBeVisible();
  },
};

/** RSVP notices and reminder lead times: chips toggle, a custom number is added, at most four, then saved. */
export const Settings: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const date = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date('2027-05-01T00:00:00Z'),
    );
    await expect(canvas.getByText(text('settings.deadline', { date }))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: text('notice.daily') }));
    const fourteen = canvas.getByRole('button', { name: text('days.other', { count: 14 }) });
    await expect(fourteen).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(fourteen);
    await expect(fourteen).toHaveAttribute('aria-pressed', 'true');
    const custom = canvas.getByRole('textbox', { name: text('settings.custom', { min: 1, max: 90 }) });
    await userEvent.type(custom, '95');
    await userEvent.click(canvas.getByRole('button', { name: text('settings.add') }));
    await expect(canvas.getByText(text('settings.invalidDays', { min: 1, max: 90 }))).toBeVisible();
    await userEvent.clear(custom);
    await userEvent.type(custom, '30{Enter}');
    await expect(canvas.getByRole('button', { name: text('days.other', { count: 30 }) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText(text('settings.max', { max: 4 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('days.other', { count: 3 }) })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: text('settings.save') }));
    await waitFor(() =>
      expect(args.onSaveSettings).toHaveBeenCalledWith({
        rsvpNoticeMode: 'daily',
        reminderLeadDays: [30, 14, 7, 1],
      }),
    );
  },
};

/** A refused save keeps every choice and says why. */
export const SettingsSaveFails: Story = {
  args: { onSaveSettings: fn(async () => Promise.reject(new ApiError(403, 'verifiedEmailRequired'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: text('notice.off') }));
    await userEvent.click(canvas.getByRole('button', { name: text('settings.save') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      translate('verifiedEmailRequired', 'de'),
    );
    await expect(canvas.getByRole('radio', { name: text('notice.off') })).toBeChecked();
  },
};

/** No RSVP deadline: reminders need one, and the link leads where it is set. */
export const NoDeadline: Story = {
  args: { settings: { ...storyMailSettings, rsvpDeadline: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('settings.noDeadline'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('settings.setDeadline') })).toHaveAttribute(
      'href',
      '/dashboard/wedding/rsvp',
    );
  },
};

/** 360 px: one column, nothing wider than the phone. */
export const Phone: Story = {
  decorators: [atPhoneWidth],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: text('compose.preview') })).toBeVisible();
    const frame = canvasElement.querySelector('[style*="360"]');
    if (!frame) throw new Error('No phone frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
