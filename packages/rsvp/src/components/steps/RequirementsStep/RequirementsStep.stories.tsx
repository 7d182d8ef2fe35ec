import '@wedding/ui/styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LOCALE } from '@wedding/core';
import { expect, within } from 'storybook/test';
import { emptyRsvpCompanion } from '../../../state/rsvp-draft';
import { storyLocale, text, WizardAtStep, withRsvpTheme } from '../../../test-support/story-support';

const meta = {
  title: 'RSVP/Steps/RequirementsStep',
  component: WizardAtStep,
  decorators: [withRsvpTheme],
  args: {
    slug: 'requirements-step',
    locale: DEFAULT_LOCALE,
    step: 4,
    draft: {
      attendanceStatus: 'attending',
      numberOfGuests: 3,
      companions: [emptyRsvpCompanion('Ben'), emptyRsvpCompanion('Cem')],
    },
  },
  render: (args, { globals }) => <WizardAtStep {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof WizardAtStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Transport and accommodation, and per named guest the dietary restrictions, other needs and allergies. */
export const PerGuestNeeds: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: text('rsvp.needsAccommodation') }));
    await expect(canvas.getByRole('checkbox', { name: text('rsvp.needsAccommodation') })).toBeChecked();
    const ben = canvas.getByRole('group', { name: text('rsvp.dietaryNeedsOf', { name: 'Ben' }) });
    const cem = canvas.getByRole('group', { name: text('rsvp.dietaryNeedsOf', { name: 'Cem' }) });
    await userEvent.click(within(ben).getByRole('checkbox', { name: text('rsvp.dietary.vegan') }));
    await userEvent.type(within(cem).getByRole('textbox', { name: text('rsvp.allergiesLabel') }), 'Laktose');
    await expect(within(ben).getByRole('checkbox', { name: text('rsvp.dietary.vegan') })).toBeChecked();
    await expect(within(cem).getByRole('checkbox', { name: text('rsvp.dietary.vegan') })).not.toBeChecked();
    await expect(within(ben).getByRole('textbox', { name: text('rsvp.allergiesLabel') })).toHaveValue('');
  },
};

/**
 * The respondent is asked first, in a group labelled with their own name; their answers stay theirs (a
 * companion's group is untouched) and survive going back and forth, as the draft keeps them.
 */
export const RespondentOwnNeeds: Story = {
  args: {
    draft: {
      attendanceStatus: 'attending',
      numberOfGuests: 2,
      companions: [emptyRsvpCompanion('Ben')],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const ownName = text('rsvp.dietaryNeedsOwn', { name: 'Anna Schmidt' });
    const own = canvas.getByRole('group', { name: ownName });
    const ben = canvas.getByRole('group', { name: text('rsvp.dietaryNeedsOf', { name: 'Ben' }) });
    // The respondent's group comes before the companions' (reading and Tab order).
    await expect(own.compareDocumentPosition(ben) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(own).getByRole('checkbox', { name: text('rsvp.dietary.gluten-free') }));
    await userEvent.type(
      within(own).getByRole('textbox', { name: text('rsvp.dietaryOtherLabel') }),
      'keine Pilze',
    );
    await userEvent.type(within(own).getByRole('textbox', { name: text('rsvp.allergiesLabel') }), 'Sellerie');
    await expect(
      within(ben).getByRole('checkbox', { name: text('rsvp.dietary.gluten-free') }),
    ).not.toBeChecked();
    await expect(within(ben).getByRole('textbox', { name: text('rsvp.allergiesLabel') })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.back') }));
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.next') }));
    const again = canvas.getByRole('group', { name: ownName });
    await expect(
      within(again).getByRole('checkbox', { name: text('rsvp.dietary.gluten-free') }),
    ).toBeChecked();
    await expect(within(again).getByRole('textbox', { name: text('rsvp.dietaryOtherLabel') })).toHaveValue(
      'keine Pilze',
    );
    await expect(within(again).getByRole('textbox', { name: text('rsvp.allergiesLabel') })).toHaveValue(
      'Sellerie',
    );
  },
};

/** Alone (count 1): no companion, the respondent's own needs are still asked. */
export const RespondentAlone: Story = {
  args: { draft: { attendanceStatus: 'attending', numberOfGuests: 1, companions: [] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: text('rsvp.dietaryNeedsOwn', { name: 'Anna Schmidt' }) }),
    ).toBeVisible();
    await expect(
      canvas.getAllByRole('group', { name: new RegExp(text('rsvp.dietaryRestrictionsLabel')) }),
    ).toHaveLength(1);
    await expect(canvas.queryByText(text('rsvp.companionNeedsHint'))).toBeNull();
  },
};

/** An unnamed companion gets no needs form (it would be dropped): a hint points to the names instead. */
export const UnnamedCompanion: Story = {
  args: {
    draft: {
      attendanceStatus: 'attending',
      numberOfGuests: 3,
      companions: [emptyRsvpCompanion('Ben'), emptyRsvpCompanion()],
    },
  },
  play: async ({ canvas }) => {
    // The respondent's own and Ben's; the unnamed companion has none.
    await expect(
      canvas.getAllByRole('group', { name: new RegExp(text('rsvp.dietaryRestrictionsLabel')) }),
    ).toHaveLength(2);
    await expect(canvas.getByText(text('rsvp.companionNeedsHint'))).toBeVisible();
  },
};

/** An allergy text above core's limit is refused on Next at that companion's field. */
export const TooLongAllergies: Story = {
  args: {
    draft: {
      attendanceStatus: 'attending',
      numberOfGuests: 2,
      companions: [{ ...emptyRsvpCompanion('Ben'), allergies: 'Nüsse '.repeat(170) }],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.next') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('validation.tooLong', { max: 1000 }));
    const ben = canvas.getByRole('group', { name: text('rsvp.dietaryNeedsOf', { name: 'Ben' }) });
    await expect(within(ben).getByRole('textbox', { name: text('rsvp.allergiesLabel') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const own = canvas.getByRole('group', { name: text('rsvp.dietaryNeedsOwn', { name: 'Anna Schmidt' }) });
    await expect(within(own).getByRole('textbox', { name: text('rsvp.allergiesLabel') })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
