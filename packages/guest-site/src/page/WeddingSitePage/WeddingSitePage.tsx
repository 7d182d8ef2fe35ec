import type { Locale, PublicWeddingView } from '@wedding/core';
import {
  I18nProvider,
  type ShellLayout,
  type ThemeCssVars,
  type ThemeModePreference,
  ThemeScope,
} from '@wedding/ui';
import { type ReactNode, useMemo } from 'react';
import { weddingCoupleNames } from '../../frame/couple-names';
import { frameText } from '../../frame/frame-text';
import { backgroundForPage } from '../../frame/PageBackground/page-background-style';
import type { SiteHeaderAccount } from '../../frame/SiteHeader/SiteHeader';
import { siteThemeScopeProps } from '../../frame/site-theme/site-theme';
import { CountdownIsland } from '../../islands/content/CountdownIsland';
import { GalleryIsland } from '../../islands/content/GalleryIsland';
import { HeaderIsland } from '../../islands/content/HeaderIsland';
import { LocationsIsland } from '../../islands/content/LocationsIsland';
import { RsvpIsland } from '../../islands/content/RsvpIsland';
import { ScheduleIsland } from '../../islands/content/ScheduleIsland';
import { Island } from '../../islands/Island';
import { AccommodationsSection } from '../../sections/AccommodationsSection/AccommodationsSection';
import { Hero } from '../../sections/Hero/Hero';
import { InfoCards } from '../../sections/InfoCards/InfoCards';
import { eventCalendarHref } from '../../sections/logic/event-calendar-href';
import { SectionFrame } from '../SectionFrame/SectionFrame';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { type SiteSectionId, sectionBackgroundPage, siteSections } from '../site-sections';
import * as styles from './WeddingSitePage.css';

/** The sections after the page top, each in its own frame; their order is the couple's. */
type OrderedSectionId = Exclude<SiteSectionId, 'countdown' | 'info'>;

const isOrderedSection = (id: SiteSectionId): id is OrderedSectionId => id !== 'countdown' && id !== 'info';

function orderedSection(id: OrderedSectionId, props: WeddingSitePageProps): ReactNode {
  switch (id) {
    case 'schedule':
      return (
        <Island id="schedule">
          <ScheduleIsland {...props} />
        </Island>
      );
    case 'locations':
      return (
        <Island id="locations">
          <LocationsIsland {...props} />
        </Island>
      );
    case 'accommodations':
      return <AccommodationsSection wedding={props.wedding} locale={props.locale} />;
    case 'gallery':
      return (
        <Island id="gallery">
          <GalleryIsland {...props} />
        </Island>
      );
    case 'rsvp':
      return (
        <Island id="rsvp">
          <RsvpIsland {...props} />
        </Island>
      );
  }
}

export interface WeddingSitePageProps {
  /** GET /api/public/weddings/{slug} `wedding` for an admitted guest. */
  wedding: PublicWeddingView;
  locale: Locale;
  /**
   * The couple's theme variables for both modes, derived on the server (`siteThemeCssVars`) and handed over in the
   * page state, so the browser bundle carries no colour maths.
   */
  themeCssVars: ThemeCssVars;
  /** The server's clock at render time, so the countdown hydrates without a mismatch. */
  now?: Date;
  colorMode?: ThemeModePreference;
  /** The .ics download of an event; the API's calendar route by default. */
  calendarHref?: (eventId: string) => string;
  /** The theme toggle changed the mode (persist it in the preferred-color-mode cookie). */
  onColorModeChange?: (mode: ThemeModePreference) => void;
  onLocaleChange: (locale: Locale) => void;
  onLogout: () => void | Promise<void>;
  /** A signed-in member or staff previewing the site: the header shows their user menu (see SiteHeader). */
  account?: SiteHeaderAccount;
  /** 'auto' picks the header's mobile menu under 640 px; previews (dashboard, stories) can force a layout. */
  headerLayout?: ShellLayout;
}

/**
 * The admitted guest's wedding site: the couple's theme (colours per mode, fonts, layout, density), the header,
 * the hero and the sections switched on by the couple's feature flags, each page with its own background, and a
 * footer. Rendered on the server; the interactive parts are islands (`Island`: header, countdown, schedule,
 * locations, gallery, RSVP) that the browser hydrates one by one from the same props, the rest stays HTML.
 */
export function WeddingSitePage(props: WeddingSitePageProps) {
  const { wedding, locale, themeCssVars, colorMode = 'system', calendarHref, onColorModeChange } = props;
  const sections = useMemo(() => siteSections(wedding), [wedding]);
  const has = (id: SiteSectionId) => sections.includes(id);
  const eventHref = calendarHref ?? ((eventId: string) => eventCalendarHref(wedding.slug, eventId));
  const background = (id: SiteSectionId) =>
    backgroundForPage(wedding.pageBackgrounds, sectionBackgroundPage[id]);
  const names = weddingCoupleNames(wedding);
  const { customization } = wedding;
  const themeScope = useMemo(() => siteThemeScopeProps(customization), [customization]);

  return (
    <I18nProvider locale={locale}>
      <ThemeScope cssVars={themeCssVars} mode={colorMode} onModeChange={onColorModeChange} {...themeScope}>
        <div className={styles.page} data-layout={customization.theme.layout}>
          <a href="#main" className={styles.skipLink}>
            {frameText('page.skipToContent', locale)}
          </a>
          <Island id="header">
            <HeaderIsland {...props} />
          </Island>
          <main id="main" tabIndex={-1} className={styles.main}>
            <SectionFrame page="info" background={background('info')}>
              <Hero wedding={wedding} locale={locale} rsvpHref={has('rsvp') ? '#rsvp' : undefined} />
              {has('countdown') ? (
                <Island id="countdown">
                  <CountdownIsland {...props} />
                </Island>
              ) : null}
              {has('info') ? <InfoCards wedding={wedding} locale={locale} calendarHref={eventHref} /> : null}
            </SectionFrame>
            {sections.filter(isOrderedSection).map((id) => (
              <SectionFrame key={id} page={sectionBackgroundPage[id]} background={background(id)}>
                {orderedSection(id, props)}
              </SectionFrame>
            ))}
          </main>
          <SiteFooter names={names} locale={locale} />
        </div>
      </ThemeScope>
    </I18nProvider>
  );
}
