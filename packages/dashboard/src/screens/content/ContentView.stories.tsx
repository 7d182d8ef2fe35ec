import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '@wedding/core';
import { DEFAULT_CUSTOMIZATION, translate } from '@wedding/core';
import { languageName } from '@wedding/ui';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { languageIn } from '../../components/WritingLanguage/language-in';
import { demoSite } from '../../fixtures/design-fixtures';
import { storyAccommodations, storySiteContent } from '../../fixtures/part-two-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { ContentView, type ContentViewProps } from './ContentView';
import type { ContentTab } from './content-tabs';
import { SectionsPanel } from './SectionsPanel';

const text = dashboardText('content', 'de');
const page = () => within(document.body);

/** The view with its tab and writing language kept in state, as the screen keeps them. */
function Stateful(props: ContentViewProps) {
  const [tab, setTab] = useState<ContentTab>(props.tab);
  const [lang, setLang] = useState<Locale>(props.writingLocale);
  return (
    <div style={{ padding: '1rem' }}>
      <ContentView
        {...props}
        tab={tab}
        onTabChange={(next) => {
          setTab(next);
          props.onTabChange(next);
        }}
        writingLocale={lang}
        onWritingLocaleChange={(next) => {
          setLang(next);
          props.onWritingLocaleChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Dashboard/Site content',
  tags: ['autodocs'],
  component: ContentView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/dashboard/wedding/content' },
  args: {
    content: storySiteContent,
    accommodations: storyAccommodations,
    tab: 'texts',
    onTabChange: fn(),
    writingLocale: 'de',
    onWritingLocaleChange: fn(),
    onSaveTexts: fn(async () => undefined),
    onSaveAccommodation: fn(async () => undefined),
    onDeleteAccommodation: fn(async () => undefined),
    sections: (
      <SectionsPanel
        saved={{ features: DEFAULT_CUSTOMIZATION.features, sectionOrder: DEFAULT_CUSTOMIZATION.sectionOrder }}
        site={demoSite}
        locale="de"
        onSave={async () => undefined}
      />
    ),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ContentView>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (key: Parameters<typeof text>[0]) => page().getByLabelText(text(key));

/** The German texts are loaded into the form and saved as edited. */
export const GermanTexts: Story = {
  play: async ({ userEvent, args }) => {
    await expect(field('field.welcomeText')).toHaveValue('Wir freuen uns, mit euch zu feiern.');
    await userEvent.type(field('field.ceremonyText'), 'Um 14 Uhr in der Marienkirche.');
    await userEvent.click(page().getByRole('button', { name: text('save') }));
    await waitFor(() =>
      expect(args.onSaveTexts).toHaveBeenCalledWith(
        'de',
        expect.objectContaining({
          ceremonyText: 'Um 14 Uhr in der Marienkirche.',
          welcomeTitle: 'Willkommen!',
        }),
      ),
    );
  },
};

/** Writing in English: its own text where written, and the German one named where guests will read it instead. */
export const EnglishWithFallbacks: Story = {
  args: { writingLocale: 'en' },
  play: async () => {
    await expect(field('field.welcomeText')).toHaveValue('We can’t wait to celebrate with you.');
    await expect(field('field.travelText')).toHaveValue('');
    // Empty in English: the travel text names German; the written welcome text names nothing.
    const hint = text('field.fallback', { language: languageIn('de', 'de') });
    await expect(page().getAllByText(hint).length).toBeGreaterThanOrEqual(1);
    await expect(field('field.welcomeText')).not.toHaveAccessibleDescription(hint);
  },
};

/** Switching the language with unsaved edits asks before discarding them; keeping them stays in place. */
export const UnsavedSwitch: Story = {
  play: async ({ userEvent, args }) => {
    await userEvent.type(field('field.welcomeTitle'), ' Hallo');
    await userEvent.click(page().getByRole('button', { name: new RegExp(text('language.label')) }));
    await userEvent.click(await page().findByRole('option', { name: new RegExp(languageName('en')) }));
    const confirm = await page().findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: text('discard.cancel') }));
    await expect(args.onWritingLocaleChange).not.toHaveBeenCalled();
    await expect(field('field.welcomeTitle')).toHaveValue('Willkommen! Hallo');
  },
};

/** A failed save keeps every typed text (the screen toasts the reason). */
export const SaveFails: Story = {
  args: { onSaveTexts: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ userEvent, args }) => {
    await userEvent.type(field('field.receptionText'), 'Ab 17 Uhr im Gut.');
    await userEvent.click(page().getByRole('button', { name: text('save') }));
    await waitFor(() => expect(args.onSaveTexts).toHaveBeenCalled());
    await expect(field('field.receptionText')).toHaveValue('Ab 17 Uhr im Gut.');
  },
};

/** The places to stay: one card with its kind, price, distance and amenities. */
export const Accommodations: Story = {
  args: { tab: 'accommodations' },
  play: async () => {
    await expect(page().getByRole('heading', { name: 'Hotel am Schlosspark' })).toBeVisible();
    await expect(page().getByText(text('acc.type.hotel'))).toBeVisible();
    await expect(
      page().getByText(
        [text('amenity.wifi'), text('amenity.breakfast'), text('amenity.parking')].join(' · '),
      ),
    ).toBeVisible();
  },
};

/** No places yet: the empty state invites to add one; the dialog checks kind, name and address. */
export const AccommodationsEmpty: Story = {
  args: { tab: 'accommodations', accommodations: [] },
  play: async ({ userEvent, args }) => {
    await expect(page().getByRole('heading', { name: text('acc.empty.title') })).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: text('acc.add') }));
    const dialog = within(await page().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: text('saveDialog') }));
    // The dialog may still be fading in when the errors appear: wait until they are shown.
    await waitFor(() =>
      expect(dialog.getByText(translate('accommodation.nameRequired', 'de'))).toBeVisible(),
    );
    await expect(dialog.getByText(translate('accommodation.addressRequired', 'de'))).toBeVisible();
    await userEvent.type(dialog.getByLabelText(text('acc.field.name')), 'Pension Linde');
    await userEvent.type(dialog.getByLabelText(text('acc.field.address')), 'Dorfstraße 2');
    await userEvent.click(dialog.getByRole('checkbox', { name: text('amenity.breakfast') }));
    await userEvent.click(dialog.getByRole('button', { name: text('saveDialog') }));
    await waitFor(() =>
      expect(args.onSaveAccommodation).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'hotel', name: 'Pension Linde', amenities: ['breakfast'] }),
        null,
      ),
    );
  },
};

/** Deleting a place to stay asks first. */
export const DeleteAccommodation: Story = {
  args: { tab: 'accommodations' },
  play: async ({ userEvent, args }) => {
    await userEvent.click(
      page().getByRole('button', { name: text('acc.deleteNamed', { name: 'Hotel am Schlosspark' }) }),
    );
    const confirm = await page().findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: text('acc.delete') }));
    await waitFor(() => expect(args.onDeleteAccommodation).toHaveBeenCalled());
  },
};

/** The third tab holds the sections: which parts of the site show, in which order. */
export const SectionsTab: Story = {
  play: async ({ userEvent, args }) => {
    await userEvent.click(page().getByRole('tab', { name: text('tab.sections') }));
    await expect(args.onTabChange).toHaveBeenCalledWith('sections');
    await expect(page().getByRole('switch', { name: text('sections.gallery') })).toBeChecked();
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
