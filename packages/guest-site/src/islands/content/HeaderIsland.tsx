import { useMemo } from 'react';
import { SiteHeader } from '../../frame/SiteHeader/SiteHeader';
import { siteNavSections } from '../../page/site-nav-sections';
import type { WeddingSitePageProps } from '../../page/WeddingSitePage/WeddingSitePage';

/** Island 'header': section tabs, theme toggle, language, logout or a signed-in member's user menu, the phone menu. */
export function HeaderIsland({
  wedding,
  locale,
  onLocaleChange,
  onLogout,
  account,
  headerLayout = 'auto',
}: WeddingSitePageProps) {
  const sections = useMemo(() => siteNavSections(wedding, locale), [wedding, locale]);
  return (
    <SiteHeader
      wedding={wedding}
      locale={locale}
      sections={sections}
      onLocaleChange={onLocaleChange}
      onLogout={onLogout}
      account={account}
      layout={headerLayout}
    />
  );
}
