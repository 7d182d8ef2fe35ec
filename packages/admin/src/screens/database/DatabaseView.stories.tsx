import type { Meta, StoryObj } from '@storybook/react-vite';
import { atPhoneWidth, withDashboardProviders } from '@wedding/dashboard/story-support';
import { expect, within } from 'storybook/test';
import { database } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { DatabaseView } from './DatabaseView';

const text = adminText('database', 'de');
const backupHref = '/api/admin/database/backup';

const meta = {
  title: 'Admin/Database',
  tags: ['autodocs'],
  component: DatabaseView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/admin/database' },
  args: { database, backupHref, canBackup: false },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <DatabaseView {...args} />
    </div>
  ),
} satisfies Meta<typeof DatabaseView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin reads engine, tables and migrations; the backup is for superadmins only (no link). */
export const Admin: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('engine.pglite'))).toBeVisible();
    const tables = canvas.getByRole('table');
    await expect(within(tables).getAllByRole('row')).toHaveLength(database.tables.length + 1);
    await expect(within(tables).getByRole('rowheader', { name: 'audit_log' })).toBeVisible();
    const migrations = canvas.getByRole('region', { name: text('migrations') });
    await expect(within(migrations).getAllByRole('listitem')).toHaveLength(database.migrations.length);
    const backup = canvas.getByRole('region', { name: text('backup') });
    await expect(within(backup).getByText(text('superadminOnly'))).toBeVisible();
    await expect(within(backup).queryByRole('link')).toBeNull();
  },
};

/** A superadmin downloads the backup. */
export const Superadmin: Story = {
  args: { canBackup: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: text('download') });
    await expect(link).toHaveAttribute('href', backupHref);
    await expect(link).toHaveAttribute('download');
    await expect(canvas.queryByText(text('superadminOnly'))).toBeNull();
  },
};

/** PostgreSQL with a migration not yet applied. */
export const PostgresWithPendingMigration: Story = {
  args: {
    canBackup: true,
    database: {
      ...database,
      engine: 'postgres',
      version: 'PostgreSQL 16.4',
      migrations: [...database.migrations, { name: '20270301000000_guest_tags', appliedAt: null }],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('engine.postgres'))).toBeVisible();
    await expect(canvas.getByText(text('pending'))).toBeVisible();
  },
};

export const Phone: Story = { decorators: [atPhoneWidth], args: { canBackup: true } };
