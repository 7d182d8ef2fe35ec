import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { uiMessages } from '@wedding/ui';
import { expect, fn, waitFor } from 'storybook/test';
import { frameText } from '../../frame/frame-text';
import { siteThemeCssVars } from '../../frame/site-theme/site-theme';
import { atPhoneWidth, phoneFrameOverflow, storyColorMode } from '../../frame/story-support';
import { samplePhoto } from '../../sections/fixtures/sample-photo';
import { AccessCodeScreen } from './AccessCodeScreen';
import type { AccessCodeOutcome } from './useAccessCodeEntry';

const RIGHT_CODE = 'LENA2026';

/** The API's answer, faked: one right code, everything else is wrong. */
const checkCode = async (code: string): Promise<AccessCodeOutcome> =>
  code === RIGHT_CODE ? 'granted' : 'invalid';

const codeField = (canvas: { getByLabelText: (text: string) => HTMLElement }) =>
  canvas.getByLabelText(frameText('access.codeLabel', 'de')) as HTMLInputElement;

const meta = {
  title: 'Guest site/Access code screen',
  tags: ['autodocs'],
  component: AccessCodeScreen,
  args: {
    card: { slug: 'lena-und-jonas', brideName: 'Lena', groomName: 'Jonas' },
    locale: 'de',
    themeCssVars: siteThemeCssVars(),
    onSubmitCode: fn(checkCode),
    onLocaleChange: fn(),
  },
  render: (args, { globals }) => (
    <AccessCodeScreen
      {...args}
      themeCssVars={siteThemeCssVars(args.customization)}
      colorMode={storyColorMode(globals)}
    />
  ),
} satisfies Meta<typeof AccessCodeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CoupleNames: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lena & Jonas' })).toBeVisible();
    const field = codeField(canvas);
    await expect(canvas.getByText(frameText('access.remaining', 'de', { count: 8 }))).toBeVisible();
    // Upper-cased as typed; spaces and characters outside the allowed set are dropped.
    await userEvent.type(field, 'le n~a');
    await expect(field).toHaveValue('LENA');
    await expect(canvas.getByText(frameText('access.remaining', 'de', { count: 4 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: frameText('access.submit', 'de') })).toBeDisabled();
    await expect(args.onSubmitCode).not.toHaveBeenCalled();
  },
};

/**
 * A personal link that no longer opens the site (revoked by a newer one, or mistyped): the door says so above the
 * field, as an alert the field also names as its description, and the code still works.
 */
export const PersonalLinkNoLongerValid: Story = {
  args: { notice: 'personalLinkInvalid', locale: 'en' },
  play: async ({ canvas, userEvent, args }) => {
    const notice = canvas.getByText(frameText('access.personalLinkInvalid', 'en'));
    await expect(notice).toHaveAttribute('role', 'alert');
    await expect(notice).toBeVisible();
    const field = canvas.getByLabelText(frameText('access.codeLabel', 'en'));
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(frameText('access.personalLinkInvalid', 'en')),
    );
    // Above the field, in reading order.
    await expect(notice.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.type(field, 'lena2026');
    await waitFor(() => expect(args.onSubmitCode).toHaveBeenCalledWith(RIGHT_CODE));
    await expect(await canvas.findByText(frameText('access.granted', 'en'))).toBeVisible();
  },
};

/** The same notice in Hindi on a 360 px phone: it wraps inside the card. */
export const PersonalLinkNoLongerValidHindiAtPhoneWidth: Story = {
  args: { notice: 'personalLinkInvalid', locale: 'hi' },
  decorators: [atPhoneWidth],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(frameText('access.personalLinkInvalid', 'hi'))).toBeVisible();
    await expect(phoneFrameOverflow(canvasElement)).toEqual([]);
  },
};

export const PrivateWeddingFallback: Story = {
  args: { card: { slug: 'unbekannt', brideName: null, groomName: null } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: frameText('access.privateWedding', 'de') }),
    ).toBeVisible();
  },
};

export const WrongCodeThenRightCode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = codeField(canvas);
    await userEvent.type(field, 'lena2025');
    // The eighth character submits by itself.
    await waitFor(() => expect(args.onSubmitCode).toHaveBeenCalledWith('LENA2025'));
    const alert = await canvas.findByText(translate('invalidCode', 'de'));
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(field).toHaveValue('LENA2025');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '{Backspace}6');
    await waitFor(() => expect(args.onSubmitCode).toHaveBeenLastCalledWith(RIGHT_CODE));
    await expect(await canvas.findByText(frameText('access.granted', 'de'))).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
    await expect(field).toHaveAttribute('readonly');
  },
};

export const PastedCodeCompletesAndSubmits: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = codeField(canvas);
    await userEvent.click(field);
    // A code copied from a message with spaces, lower case and a trailing character beyond the eighth.
    await userEvent.paste(' lena 2026 !');
    await expect(field).toHaveValue(RIGHT_CODE);
    await expect(canvas.getByText(frameText('access.complete', 'de'))).toBeVisible();
    await waitFor(() => expect(args.onSubmitCode).toHaveBeenCalledTimes(1));
    await expect(args.onSubmitCode).toHaveBeenCalledWith(RIGHT_CODE);
  },
};

export const ErrorKeepsTheCodeAndEnterRetries: Story = {
  args: {
    onSubmitCode: fn(async (_code: string): Promise<AccessCodeOutcome> => {
      throw new TypeError('Failed to fetch');
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    const field = codeField(canvas);
    await userEvent.type(field, 'LENA2026');
    await expect(await canvas.findByText(translate('errorOccurred', 'de'))).toBeVisible();
    await expect(field).toHaveValue(RIGHT_CODE);
    // Re-typing is not needed: Enter sends the same code again.
    await userEvent.type(field, '{Enter}');
    await waitFor(() => expect(args.onSubmitCode).toHaveBeenCalledTimes(2));
  },
};

export const SubmitButton: Story = {
  args: { onSubmitCode: fn(async (_code: string): Promise<AccessCodeOutcome> => 'invalid') },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(codeField(canvas), 'ABCD1234');
    await waitFor(() => expect(args.onSubmitCode).toHaveBeenCalledTimes(1));
    await canvas.findByText(translate('invalidCode', 'de'));
    await userEvent.click(canvas.getByRole('button', { name: frameText('access.submit', 'de') }));
    await waitFor(() => expect(args.onSubmitCode).toHaveBeenCalledTimes(2));
  },
};

export const SwitchesLanguage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: frameText('header.language', 'de') }),
      'English',
    );
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
  },
};

export const English: Story = {
  args: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(frameText('access.eyebrow', 'en'))).toBeVisible();
    await expect(canvas.getByLabelText(frameText('access.codeLabel', 'en'))).toBeVisible();
  },
};

export const HindiAtPhoneWidth: Story = {
  args: { locale: 'hi' },
  decorators: [atPhoneWidth],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText(frameText('access.codeLabel', 'hi'))).toBeVisible();
    await expect(phoneFrameOverflow(canvasElement)).toEqual([]);
  },
};

export const InviteBackgroundAtPhoneWidth: Story = {
  decorators: [atPhoneWidth],
  args: {
    background: {
      id: 'bg-invite',
      page: 'invite',
      imageId: 'img-1',
      url: samplePhoto(2, 1200, 800),
      opacity: 0.5,
      position: '50% 30%',
      size: 'cover',
      showPattern: true,
      grayscale: false,
    },
  },
  play: async ({ canvasElement }) => {
    const layer = canvasElement.querySelector('[data-page-background="invite"]');
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    await expect(phoneFrameOverflow(canvasElement)).toEqual([]);
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = codeField(canvas);
    // Theme toggle, language, then the code field: three Tab presses from the top of the page.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: uiMessages.de['themeToggle.dark'] })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('lena2026');
    await waitFor(() => expect(args.onSubmitCode).toHaveBeenCalledWith(RIGHT_CODE));
    await expect(await canvas.findByText(frameText('access.granted', 'de'))).toBeVisible();
  },
};
