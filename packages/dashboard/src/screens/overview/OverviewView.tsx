import {
  type ActivityEntry,
  type AttendanceStatus,
  type EventSummary,
  memberMay,
  overviewDaysUntil,
  type RsvpListItem,
  sitePath,
  type WeddingDetail,
} from '@wedding/core';
import {
  Badge,
  type BadgeTone,
  Button,
  Card,
  CopyButton,
  CountdownCard,
  EmptyState,
  StatCard,
  useUiLocale,
  visuallyHidden,
} from '@wedding/ui';
import { AppLink } from '../../app/navigation';
import { useDashboardText } from '../../i18n/dashboard-text';
import { CalendarIcon, ClipboardCheckIcon, ImageIcon, StarIcon, UsersIcon } from '../../shell/nav-icons';
import { AVAILABLE_PAGES } from '../../shell/sidebar-groups';
import { ActivityList } from '../activity/ActivityList';
import { ACTIVITY_PATH } from '../activity/activity-search';
import * as styles from './OverviewView.css';

const ATTENDANCE_TONES: Record<AttendanceStatus, BadgeTone> = {
  attending: 'success',
  not_attending: 'error',
  maybe: 'warning',
};

export interface OverviewViewProps {
  wedding: WeddingDetail;
  recentRsvps: readonly RsvpListItem[];
  /** Head-counts per schedule event; the card shows only when the schedule has events. */
  events?: readonly EventSummary[];
  /** The latest lines of the activity feed; the card shows once they have loaded. */
  activity?: readonly ActivityEntry[];
  /** The page's origin, for the full site address. */
  origin: string;
  /** A fixed moment (stories, tests); without it the overview reads the real clock and its countdown moves on. */
  now?: Date;
  onToggleActive: () => void;
  togglingActive?: boolean;
}

/**
 * The wedding overview (docs/requirements.md A2 and B2): days until the wedding, the site's status with its address and
 * code, RSVP counts, locations, gallery and the latest answers, with stat cards that count up when they come into view.
 */
export function OverviewView({
  wedding,
  recentRsvps,
  events = [],
  activity,
  origin,
  now,
  onToggleActive,
  togglingActive,
}: OverviewViewProps) {
  const text = useDashboardText('overview');
  const activityText = useDashboardText('activity');
  // An event's people and meals read as on the schedule's head-count.
  const scheduleText = useDashboardText('schedule');
  const locale = useUiLocale();
  const numbers = new Intl.NumberFormat(locale);
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const eventDay = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const days = overviewDaysUntil(wedding.weddingDate, now ?? new Date());
  const path = sitePath(locale, wedding.slug);
  const counts = wedding.rsvpCounts;
  return (
    <div className={styles.root}>
      <section className={styles.statsSection} aria-labelledby="overview-stats-title">
        <h2 id="overview-stats-title" className={visuallyHidden}>
          {text('stats.label')}
        </h2>
        <div className={styles.stats}>
          <StatCard
            title={text('stats.days')}
            value={days === 'today' || days === null ? 0 : days}
            description={
              days === 'today'
                ? text('stats.today')
                : wedding.weddingDate
                  ? longDate.format(new Date(wedding.weddingDate))
                  : text('stats.noDate')
            }
            icon={<CalendarIcon />}
            accent="primary"
          />
          <StatCard
            title={text('stats.confirmed')}
            value={counts.confirmed}
            description={text('stats.confirmedGuests', { count: numbers.format(counts.confirmedGuests) })}
            icon={<ClipboardCheckIcon />}
            accent="success"
          />
          <StatCard
            title={text('stats.pending')}
            value={counts.pending}
            description={text('stats.pendingHint')}
            icon={<UsersIcon />}
            accent="warning"
          />
          <StatCard
            title={text('stats.views')}
            value={wedding.analytics.views.total}
            description={text('stats.viewsHint')}
            icon={<StarIcon />}
            accent="accent"
          />
        </div>
      </section>

      <div className={styles.grid}>
        <Card
          title={text('site.title')}
          headingLevel={2}
          actions={
            <Badge tone={wedding.isActive ? 'success' : 'neutral'}>
              {wedding.isActive ? text('site.active') : text('site.inactive')}
            </Badge>
          }
        >
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.term}>{text('site.address')}</dt>
              <dd className={`${styles.definition} ${styles.factValue}`}>
                <a href={path} target="_blank" rel="noopener" className={styles.mono}>
                  {`${origin}${path}`}
                </a>
                <CopyButton value={`${origin}${path}`} label={text('site.copyAddress')} />
              </dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.term}>{text('site.code')}</dt>
              <dd className={`${styles.definition} ${styles.factValue}`}>
                <code className={styles.code}>{wedding.accessCode}</code>
                <CopyButton value={wedding.accessCode} label={text('site.copyCode')} />
              </dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.term}>{text('site.plan')}</dt>
              <dd className={styles.definition}>
                {wedding.isPremium ? text('site.premium') : text('site.standard')}
              </dd>
            </div>
          </dl>
          <div className={styles.cardActions}>
            {!wedding.access || memberMay(wedding.access.role, 'editWedding') ? (
              <Button
                variant={wedding.isActive ? 'outline' : 'primary'}
                onPress={onToggleActive}
                isPending={togglingActive}
              >
                {wedding.isActive ? text('site.deactivate') : text('site.activate')}
              </Button>
            ) : null}
            <p className={styles.hint}>
              {wedding.isActive ? text('site.activeHint') : text('site.inactiveHint')}
            </p>
          </div>
        </Card>

        {wedding.weddingDate ? (
          <CountdownCard
            date={wedding.weddingDate}
            title={text('countdown.title')}
            getNow={now ? () => now : undefined}
          />
        ) : null}

        <Card title={text('rsvps.title')} headingLevel={2}>
          <dl className={styles.countList}>
            {(['confirmed', 'declined', 'maybe', 'pending', 'total'] as const).map((key) => (
              <div key={key} className={styles.count}>
                <dt className={styles.term}>{text(`rsvps.${key}`)}</dt>
                <dd className={`${styles.definition} ${styles.countValue}`}>{numbers.format(counts[key])}</dd>
              </div>
            ))}
          </dl>
        </Card>

        {events.length > 0 ? (
          <Card title={text('events.title')} headingLevel={2}>
            <ul className={styles.list}>
              {events.map((event) => (
                <li key={event.id} className={styles.eventItem}>
                  <span className={styles.itemTitle}>{event.title}</span>
                  <span className={styles.eventComing}>
                    {scheduleText('headCount.coming', { count: numbers.format(event.attending) })}
                  </span>
                  <span className={`${styles.hint} ${styles.eventWhen}`}>
                    <time dateTime={`${event.day}T${event.time}`}>
                      {eventDay.format(new Date(`${event.day}T00:00:00Z`))} · {event.time}
                    </time>
                  </span>
                  {event.meals.length > 0 ? (
                    <span className={`${styles.hint} ${styles.eventMeals}`}>
                      {[
                        ...event.meals.map((meal) =>
                          scheduleText('headCount.meal', {
                            // A kids' meal may share its name with a grown-up one; the caterer needs them apart.
                            name: meal.isKids ? `${meal.name} (${scheduleText('meals.kids')})` : meal.name,
                            count: numbers.format(meal.count),
                          }),
                        ),
                        // Without it the meal totals fall short of the people coming with no reason given.
                        ...(event.withoutMeal > 0
                          ? [
                              scheduleText('headCount.withoutMeal', {
                                count: numbers.format(event.withoutMeal),
                              }),
                            ]
                          : []),
                      ].join(' · ')}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            <AppLink href="/dashboard/wedding/schedule" className={styles.moreLink}>
              {text('events.details')}
            </AppLink>
          </Card>
        ) : null}

        <Card title={text('locations.title')} headingLevel={2}>
          {wedding.locations.length === 0 ? (
            <p className={styles.hint}>{text('locations.none')}</p>
          ) : (
            <ul className={styles.list}>
              {wedding.locations.map((location) => (
                <li key={location.id} className={styles.listItem}>
                  <span className={styles.itemTitle}>{location.name}</span>
                  <span className={styles.hint}>
                    {text(`locations.type.${location.type}`)} · {location.city}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card title={text('gallery.title')} headingLevel={2}>
          <p className={styles.bigNumber}>
            <ImageIcon aria-hidden="true" />{' '}
            {text('gallery.count', { count: numbers.format(wedding.gallery.count) })}
          </p>
          <p className={styles.hint}>
            {wedding.gallery.updatedAt
              ? text('gallery.updated', { date: dateTime.format(new Date(wedding.gallery.updatedAt)) })
              : text('gallery.never')}
          </p>
        </Card>

        <Card title={text('activity.title')} headingLevel={2}>
          {recentRsvps.length === 0 ? (
            <EmptyState title={text('activity.emptyTitle')} description={text('activity.emptyText')} />
          ) : (
            <ul className={styles.list}>
              {recentRsvps.map((rsvp) => (
                <li key={rsvp.id} className={styles.activity}>
                  <span className={styles.itemTitle}>{rsvp.name}</span>
                  <Badge tone={ATTENDANCE_TONES[rsvp.attendanceStatus]}>
                    {text(`activity.status.${rsvp.attendanceStatus}`, {
                      count: numbers.format(rsvp.numberOfGuests),
                    })}
                  </Badge>
                  <time className={styles.hint} dateTime={rsvp.submittedAt}>
                    {dateTime.format(new Date(rsvp.submittedAt))}
                  </time>
                </li>
              ))}
            </ul>
          )}
          {AVAILABLE_PAGES.has('rsvp') ? (
            <AppLink href="/dashboard/wedding/rsvp" className={styles.moreLink}>
              {text('activity.all')}
            </AppLink>
          ) : null}
        </Card>

        {activity ? (
          <Card title={activityText('card.title')} headingLevel={2}>
            {activity.length === 0 ? (
              <EmptyState title={activityText('emptyTitle')} description={activityText('empty')} />
            ) : (
              <ActivityList entries={activity} />
            )}
            <AppLink href={ACTIVITY_PATH} className={styles.moreLink}>
              {activityText('card.all')}
            </AppLink>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
