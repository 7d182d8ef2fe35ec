import { AccessScreen } from '../screens/AccessScreen';
import { ErrorScreen } from '../screens/ErrorScreen';
import type { AnyScreen } from '../screens/load-screen';
import { RsvpManageScreen } from '../screens/RsvpManageScreen';
import { SiteScreen } from '../screens/SiteScreen';
import { UnsubscribeScreen } from '../screens/UnsubscribeScreen';
import type { SitePageState } from '../site-state';

/** The server renders any screen synchronously, so it imports them all. */
export const serverScreens = {
  site: SiteScreen,
  access: AccessScreen,
  rsvpManage: RsvpManageScreen,
  unsubscribe: UnsubscribeScreen,
  error: ErrorScreen,
} as unknown as Record<SitePageState['screen'], AnyScreen>;
