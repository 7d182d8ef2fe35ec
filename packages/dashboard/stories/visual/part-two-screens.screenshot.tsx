import { composeStories } from '@storybook/react-vite';
import { COLOR_MODES } from '@wedding/tokens';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../../.storybook/preview';
import * as AccessStories from '../../src/screens/access/AccessView.stories';
import * as AccountStories from '../../src/screens/account/AccountViews.stories';
import * as ProfileStories from '../../src/screens/account/ProfileView.stories';
import * as LoginStories from '../../src/screens/auth/LoginView.stories';
import * as ContentStories from '../../src/screens/content/ContentView.stories';
import * as InvitationStories from '../../src/screens/invitation/InvitationView.stories';
import * as LocationsStories from '../../src/screens/locations/LocationsView.stories';
import * as ScheduleStories from '../../src/screens/schedule/ScheduleView.stories';
import * as UpgradeStories from '../../src/screens/upgrade/UpgradeView.stories';

/**
 * Visual regression of the couple's part 2 screens (issue 10) in light and dark: each screen state as its story
 * renders it before any interaction (the interactions are the stories' play tests). Baselines live in
 * __screenshots__, made with Debian's chromium and fonts (`pnpm run test:stories:update`); with CI=true a missing
 * baseline fails instead of being written.
 */
const SCREENS = {
  access: [AccessStories, ['StandardPlanFull', 'OneMember', 'PremiumPlan', 'PendingInvitation', 'Phone']],
  content: [
    ContentStories,
    ['GermanTexts', 'EnglishWithFallbacks', 'Accommodations', 'AccommodationsEmpty', 'Phone'],
  ],
  schedule: [ScheduleStories, ['TwoDays', 'EnglishMissingTranslation', 'Empty', 'Phone']],
  locations: [LocationsStories, ['Tabs', 'EmptyTab', 'Phone']],
  profile: [ProfileStories, ['Name', 'Phone']],
  settings: [AccountStories, ['ChangePassword', 'PasskeyOnlyMember', 'Phone']],
  upgrade: [UpgradeStories, ['Request', 'Pending', 'Answered', 'Phone']],
  invitation: [InvitationStories, ['NewPerson', 'SignedIn', 'Invalid', 'NoPasskeys', 'Phone']],
  login: [LoginStories, ['Passkey']],
} as const;

// Tells React this is a test environment, so act() flushes effects without warnings.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let canvas: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  canvas?.remove();
  root = null;
  canvas = null;
});

describe.each(COLOR_MODES)('couple dashboard part 2, %s mode', (colorMode) => {
  const annotations = { ...preview, initialGlobals: { ...preview.initialGlobals, colorMode } };
  for (const [screen, [storiesModule, names]] of Object.entries(SCREENS)) {
    const stories = composeStories(storiesModule as never, annotations) as Record<
      string,
      ComponentType & { storyName: string }
    >;
    for (const name of names) {
      test(`${screen} / ${name}`, async () => {
        const Story = stories[name];
        if (!Story) throw new Error(`no story ${name} in ${screen}`);
        canvas = document.createElement('div');
        canvas.style.width = '1200px';
        document.body.append(canvas);
        const mount = createRoot(canvas);
        root = mount;
        await act(async () => mount.render(<Story />));
        await document.fonts.ready;
        await expect
          .element(page.elementLocator(canvas))
          .toMatchScreenshot(`${screen}-${name}-${colorMode}`, { timeout: 15_000 });
      });
    }
  }
});
