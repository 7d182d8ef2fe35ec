import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { Skeleton, SkeletonGroup } from './Skeleton';

function Example() {
  return (
    <div style={{ width: '20rem' }}>
      <SkeletonGroup>
        <Skeleton shape="circle" width="3rem" />
        <Skeleton width="60%" />
        <Skeleton />
        <Skeleton shape="rect" height="6rem" />
      </SkeletonGroup>
    </div>
  );
}

const meta = {
  title: 'Feedback/Skeleton',
  tags: ['autodocs'],
  component: Example,
  decorators: [withUiProviders],
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AnnouncesLoading: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent(deText('skeleton.loading'));
  },
};
export const Dark: Story = { ...dark };
