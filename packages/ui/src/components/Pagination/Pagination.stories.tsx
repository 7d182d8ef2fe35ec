import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { Pagination } from './Pagination';

function Example({
  initial,
  totalPages,
  onPageChange,
}: {
  initial: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  tags: ['autodocs'],
  component: Example,
  decorators: [withUiProviders],
  args: { initial: 1, totalPages: 12, onPageChange: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PreviousDisabledOnFirstPage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: deText('pagination.previous') })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: deText('pagination.page', { page: 1 }) }),
    ).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: deText('pagination.next') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: deText('pagination.page', { page: 12 }) }));
    await expect(canvas.getByRole('button', { name: deText('pagination.next') })).toBeDisabled();
  },
};

export const Middle: Story = { args: { initial: 6 } };
export const Dark: Story = { args: { initial: 6 }, ...dark };
