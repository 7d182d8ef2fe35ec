import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { DEFAULT_THEME, THEME_PRESETS } from '@wedding/tokens';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { studioText } from '../../i18n/use-studio-text';
import { withStudioProviders } from '../../story-helpers/decorators';
import { type ThemeVersionItem, VersionsPanel } from './VersionsPanel';

const { t } = studioText('de');
const VERSIONS: ThemeVersionItem[] = [
  {
    id: 'v2',
    name: 'Sommerfest',
    createdAt: '2026-05-02T18:30:00.000Z',
    createdBy: 'anna',
    design: { theme: THEME_PRESETS[4]?.theme ?? DEFAULT_THEME, density: 'spacious' },
  },
  {
    id: 'v1',
    name: 'Erster Entwurf',
    createdAt: '2026-04-11T09:00:00.000Z',
    createdBy: null,
    design: { theme: DEFAULT_THEME, density: 'comfortable' },
  },
];

function Example({
  initial,
  max,
  onSave,
  onRestore,
}: {
  initial: ThemeVersionItem[];
  max: number;
  onSave: (name: string) => Promise<void>;
  onRestore: (version: ThemeVersionItem) => void;
}) {
  const [versions, setVersions] = useState(initial);
  return (
    <div style={{ maxWidth: '40rem' }}>
      <VersionsPanel
        versions={versions}
        max={max}
        onSave={async (name) => {
          await onSave(name);
          setVersions((current) => [
            {
              id: `v${current.length + 10}`,
              name,
              createdAt: '2026-06-01T10:00:00.000Z',
              createdBy: 'anna',
              design: { theme: DEFAULT_THEME, density: 'compact' },
            },
            ...current,
          ]);
        }}
        onDelete={async (version) =>
          setVersions((current) => current.filter((entry) => entry.id !== version.id))
        }
        onRestore={onRestore}
        describeError={() => translate('themeVersion.limitReached', 'de', { max })}
      />
    </div>
  );
}

const meta = {
  title: 'Theme studio/Versions panel',
  tags: ['autodocs'],
  component: Example,
  decorators: [withStudioProviders],
  args: { initial: VERSIONS, max: 20, onSave: fn(async () => undefined), onRestore: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A blank name is refused in the person's language; a name saves; restore and delete (with confirmation). */
export const SaveRestoreDelete: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('versions.save') }));
    await expect(canvas.getByText(translate('themeVersion.nameRequired', 'de'))).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: t('versions.name') }), 'Herbst{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('Herbst');
    await waitFor(() => expect(canvas.getByText('Herbst')).toBeVisible());
    await userEvent.click(
      canvas.getByRole('button', { name: t('versions.restoreOne', { name: 'Sommerfest' }) }),
    );
    await expect(args.onRestore).toHaveBeenCalledWith(expect.objectContaining({ id: 'v2' }));
    await userEvent.click(
      canvas.getByRole('button', { name: t('versions.deleteOne', { name: 'Erster Entwurf' }) }),
    );
    const dialog = within(document.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('versions.delete') }));
    await waitFor(() => expect(canvas.queryByText('Erster Entwurf')).toBeNull());
  },
};

/** At the cap the form is closed with the reason. */
export const Full: Story = {
  args: { max: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('versions.full', { max: 2 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('versions.save') })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('versions.none'))).toBeVisible();
  },
};
