import * as AccessStories from '../../src/screens/access/AccessView.stories';
import * as AccountStories from '../../src/screens/account/AccountViews.stories';
import * as ProfileStories from '../../src/screens/account/ProfileView.stories';
import * as LoginStories from '../../src/screens/auth/LoginView.stories';
import * as ContentStories from '../../src/screens/content/ContentView.stories';
import * as InvitationStories from '../../src/screens/invitation/InvitationView.stories';
import * as LocationsStories from '../../src/screens/locations/LocationsView.stories';
import * as ScheduleStories from '../../src/screens/schedule/ScheduleView.stories';
import * as UpgradeStories from '../../src/screens/upgrade/UpgradeView.stories';
import { describeStoryScreenshots } from './story-screenshots';

/** Visual regression of the couple's content, access, account and invitation screens in light and dark. */
describeStoryScreenshots('couple dashboard part 2', {
  access: [
    AccessStories,
    [
      'StandardPlanFull',
      'OneMember',
      'PremiumPlan',
      'PendingInvitation',
      'Phone',
      'RolesShown',
      'ReadOnlyForNonOwners',
      'ReadOnlyPhone',
    ],
  ],
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
});
