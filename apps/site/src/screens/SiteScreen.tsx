import { WeddingSitePage } from '@wedding/guest-site';
import { UserMenu } from '@wedding/ui';
import { useMemo } from 'react';
import type { ScreenProps } from './screen-props';
import { sitePageProps } from './site-page-props';

/** The admitted guest's site (rendered on the server only; the browser hydrates its islands one by one). */
export function SiteScreen({ state, actions }: ScreenProps<'site'>) {
  const props = useMemo(() => sitePageProps(state, actions, UserMenu), [state, actions]);
  return <WeddingSitePage {...props} />;
}
