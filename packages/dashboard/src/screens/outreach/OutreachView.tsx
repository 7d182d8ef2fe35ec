import { formatNameList, type HouseholdView, type Locale, translate } from '@wedding/core';
import {
  Button,
  buttonStyle,
  Checkbox,
  ConfirmDialog,
  Dialog,
  EmptyState,
  RadioGroup,
  SearchField,
  useToast,
  useUiLocale,
} from '@wedding/ui';
import { useMemo, useState } from 'react';
import { AppLink } from '../../app/navigation';
import { failureText } from '../../components/failure-message';
import { type DashboardText, useDashboardText } from '../../i18n/dashboard-text';
import { DownloadIcon, UsersIcon } from '../../shell/nav-icons';
import { mailPath } from '../mail/mail-search';
import { HouseholdCard } from './HouseholdCard';
import { filterHouseholds, HOUSEHOLD_FILTERS, type HouseholdFilter } from './household-filter';
import * as styles from './OutreachView.css';
import type { OutreachLinks } from './outreach-links';
import { PrintPanel } from './PrintPanel';

/** Households rendered at first (and added per "show more"), so a long guest list opens at once. */
export const HOUSEHOLD_PAGE_SIZE = 50;

export type OutreachStatus = 'loading' | 'error' | 'ready';

export interface OutreachViewProps {
  status: OutreachStatus;
  households: readonly HouseholdView[];
  onRetry: () => void;
  /** Why loading failed (its message is shown below the sentence). */
  loadError?: unknown;
  /** The language of households that chose none: the one the couple wrote their site in first. */
  mainLocale: Locale;
  /** The couple as the messages sign ("Anna & Ben"). */
  couple: string;
  links: OutreachLinks;
  /** Revokes the household's link and makes a new one; rejects with the failure (shown in the dialog). */
  onRenewLink: (household: HouseholdView) => Promise<void>;
  /** null: the wedding's main language. Rejects when it was not saved (the screen says so). */
  onLocaleChange: (household: HouseholdView, locale: Locale | null) => Promise<void>;
  /** Writes to the clipboard; the browser's by default. */
  copyText?: (text: string) => Promise<void>;
  /** Where the couple adds guests when there are none. */
  guestListHref?: string;
}

const defaultCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * '/dashboard/wedding/outreach': every household with its personal link, to send by WhatsApp, SMS, QR code or
 * email, in its own language; a selection the email and print actions use; the print-ready PDFs.
 */
export function OutreachView({
  status,
  households,
  onRetry,
  loadError,
  mainLocale,
  couple,
  links,
  onRenewLink,
  onLocaleChange,
  copyText = defaultCopy,
  guestListHref = '/dashboard/wedding/guests',
}: OutreachViewProps) {
  const text = useDashboardText('outreach');
  const locale = useUiLocale();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<HouseholdFilter>('all');
  const [shownCount, setShownCount] = useState(HOUSEHOLD_PAGE_SIZE);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [qrFor, setQrFor] = useState<HouseholdView | null>(null);
  const [renewing, setRenewing] = useState<HouseholdView | null>(null);
  const [savingLocale, setSavingLocale] = useState<ReadonlySet<string>>(new Set());

  const found = useMemo(
    () => filterHouseholds(households, search, filter, locale),
    [households, search, filter, locale],
  );
  // Households that left the list (deleted meanwhile) leave the selection too.
  const chosenIds = households
    .filter((household) => chosen.has(household.id))
    .map((household) => household.id);
  const allFoundChosen = found.length > 0 && found.every((household) => chosen.has(household.id));
  const someFoundChosen = found.some((household) => chosen.has(household.id));
  const namesOf = (household: HouseholdView) => formatNameList(household.names, locale);

  const toggle = (ids: readonly string[], select: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (select) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  // The panel sits below the list on phones: bring it into view and move focus there, keyboard users included.
  const showPrintPanel = () => {
    const panel = document.getElementById('outreach-print');
    panel?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    panel?.focus({ preventScroll: true });
  };

  const copyLink = async (household: HouseholdView) => {
    try {
      await copyText(household.link);
      toast.success(text('copied', { names: namesOf(household) }));
    } catch {
      toast.error(translate('copyError', locale));
    }
  };

  const changeLocale = async (household: HouseholdView, next: Locale | null) => {
    setSavingLocale((current) => new Set(current).add(household.id));
    try {
      await onLocaleChange(household, next);
    } finally {
      setSavingLocale((current) => {
        const rest = new Set(current);
        rest.delete(household.id);
        return rest;
      });
    }
  };

  if (status !== 'ready') {
    return (
      <div className={styles.root}>
        <p className={styles.hint}>{text('intro')}</p>
        {status === 'loading' ? (
          <p className={styles.count} role="status" aria-busy="true">
            {text('loading')}
          </p>
        ) : (
          <div className={styles.selectionBar}>
            <p role="alert" className={styles.selectionCount}>
              {text('loadFailed')}
              {loadError ? ` ${failureText(loadError, 'errorOccurred', locale, 'networkError')}` : null}
            </p>
            <Button variant="outline" size="sm" onPress={onRetry}>
              {text('retry')}
            </Button>
          </div>
        )}
      </div>
    );
  }

  if (households.length === 0) {
    return (
      <div className={styles.root}>
        <p className={styles.hint}>{text('intro')}</p>
        <EmptyState
          icon={<UsersIcon />}
          title={text('empty.title')}
          description={text('empty.description')}
          headingLevel={2}
          action={
            <AppLink href={guestListHref} className={buttonStyle({ variant: 'primary', size: 'md' })}>
              {text('empty.action')}
            </AppLink>
          }
        />
      </div>
    );
  }

  const shown = found.slice(0, shownCount);
  return (
    <div className={styles.root}>
      <p className={styles.hint}>{text('intro')}</p>
      <div className={styles.layout}>
        <section className={styles.households} aria-labelledby="outreach-households">
          <h2 id="outreach-households" className={styles.sectionTitle}>
            {text('list.title')}
          </h2>
          <div className={styles.toolbar}>
            <div className={styles.search}>
              <SearchField
                label={text('search.label')}
                value={search}
                onChange={(value) => {
                  setSearch(value);
                  setShownCount(HOUSEHOLD_PAGE_SIZE);
                }}
              />
            </div>
            <RadioGroup<HouseholdFilter>
              label={text('filter.label')}
              orientation="horizontal"
              value={filter}
              onChange={(value) => {
                setFilter(value);
                setShownCount(HOUSEHOLD_PAGE_SIZE);
              }}
              options={HOUSEHOLD_FILTERS.map((value) => ({ value, label: filterLabel(text, value) }))}
            />
          </div>
          <div className={styles.selectionBar}>
            <Checkbox
              isSelected={allFoundChosen}
              isIndeterminate={someFoundChosen && !allFoundChosen}
              isDisabled={found.length === 0}
              onChange={(select) =>
                toggle(
                  found.map((household) => household.id),
                  select,
                )
              }
            >
              {text('select.all', { count: found.length })}
            </Checkbox>
            <p className={styles.selectionCount}>{text('select.count', { count: chosenIds.length })}</p>
            {chosenIds.length > 0 ? (
              <>
                <AppLink
                  href={mailPath({ households: chosenIds })}
                  className={buttonStyle({ variant: 'outline', size: 'sm' })}
                >
                  {text('select.email')}
                </AppLink>
                <Button variant="ghost" size="sm" onPress={showPrintPanel}>
                  {text('select.print')}
                </Button>
                <Button variant="ghost" size="sm" onPress={() => setChosen(new Set())}>
                  {text('select.clear')}
                </Button>
              </>
            ) : null}
          </div>
          <p className={styles.count} role="status">
            {text('count', { shown: found.length, total: households.length })}
          </p>
          {found.length === 0 ? (
            <p className={styles.hint}>{text('noneFound')}</p>
          ) : (
            <ul className={styles.list} aria-label={text('list.title')}>
              {shown.map((household) => (
                <HouseholdCard
                  key={household.id}
                  household={household}
                  mainLocale={mainLocale}
                  couple={couple}
                  chosen={chosen.has(household.id)}
                  onChosenChange={(select) => toggle([household.id], select)}
                  onCopy={() => void copyLink(household)}
                  onShowQr={() => setQrFor(household)}
                  onRenew={() => setRenewing(household)}
                  savingLocale={savingLocale.has(household.id)}
                  onLocaleChange={(next) => void changeLocale(household, next)}
                />
              ))}
            </ul>
          )}
          {found.length > shown.length ? (
            <Button variant="outline" onPress={() => setShownCount((count) => count + HOUSEHOLD_PAGE_SIZE)}>
              {text('showMore', { count: found.length - shown.length })}
            </Button>
          ) : null}
        </section>
        <aside
          className={styles.aside}
          id="outreach-print"
          aria-labelledby="outreach-print-title"
          tabIndex={-1}
        >
          <PrintPanel
            titleId="outreach-print-title"
            households={households}
            chosenIds={chosenIds}
            mainLocale={mainLocale}
            links={links}
          />
        </aside>
      </div>

      <Dialog.Root open={qrFor !== null} onOpenChange={(open) => (open ? undefined : setQrFor(null))}>
        {qrFor ? (
          <Dialog.Content
            title={text('qr.title', { names: namesOf(qrFor) })}
            description={text('qr.description')}
          >
            <figure className={styles.qrFigure}>
              <img
                className={styles.qrImage}
                data-color-mode="light"
                src={links.householdQr(qrFor.id)}
                alt={text('qr.alt', { names: namesOf(qrFor) })}
                width={256}
                height={256}
              />
            </figure>
            <Dialog.Footer>
              <a
                href={links.householdQr(qrFor.id)}
                download={`qr-${fileNameOf(qrFor.names)}.svg`}
                className={buttonStyle({ variant: 'outline', size: 'md' })}
              >
                <DownloadIcon aria-hidden="true" />
                <span>{text('qr.download')}</span>
              </a>
            </Dialog.Footer>
          </Dialog.Content>
        ) : null}
      </Dialog.Root>

      <ConfirmDialog
        open={renewing !== null}
        onOpenChange={(open) => (open ? undefined : setRenewing(null))}
        title={text('renew.title', { names: renewing ? namesOf(renewing) : '' })}
        description={text('renew.description')}
        confirmLabel={text('renew.confirm')}
        cancelLabel={text('renew.cancel')}
        onConfirm={async () => {
          if (renewing) await onRenewLink(renewing);
        }}
        describeError={(error) => failureText(error, 'errorOccurred', locale, 'networkError')}
      />
    </div>
  );
}

function filterLabel(text: DashboardText<'outreach'>, filter: HouseholdFilter): string {
  return text(`filter.${filter}`);
}

/** A file name from the household's names: letters and digits only, so every system can save it. */
function fileNameOf(names: readonly string[]): string {
  return (
    names
      .join('-')
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'household'
  );
}
