import { COLOR_MODES } from '@wedding/core';
import { describe, it } from 'vitest';
import { shootScene } from '../../visual/screenshot-scene';
import { UserMenu } from './UserMenu';

describe('visual regression: UserMenu trigger for each role in light and dark', () => {
  for (const mode of COLOR_MODES) {
    it(`user menu (${mode})`, async () => {
      await shootScene(
        { name: 'user-menu', mode, locale: 'en', width: '360px', layout: 'stacked' },

        <>
          <UserMenu username="anna" onAction={() => {}} />
          <UserMenu username="martin" userRole="admin" variant="public" onAction={() => {}} />
          <UserMenu username="zoe" userRole="superadmin" onAction={() => {}} />
        </>,
      );
    });
  }
});
