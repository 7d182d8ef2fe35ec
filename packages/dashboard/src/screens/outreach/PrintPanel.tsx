import {
  type HouseholdAudience,
  type HouseholdView,
  LOCALES,
  type Locale,
  PRINT_CARD_KINDS,
  PRINT_CARD_SIZES,
  type PrintCardKind,
  type PrintCardSize,
} from '@wedding/core';
import { buttonStyle, Card, languageName, RadioGroup, Select } from '@wedding/ui';
import { useState } from 'react';
import { useDashboardText } from '../../i18n/dashboard-text';
import { DownloadIcon } from '../../shell/nav-icons';
import * as styles from './OutreachView.css';
import type { OutreachLinks } from './outreach-links';

export interface PrintPanelProps {
  titleId: string;
  households: readonly HouseholdView[];
  chosenIds: readonly string[];
  mainLocale: Locale;
  links: OutreachLinks;
}

/** The print-ready PDFs: cards (one per household with its QR code) and the sheet of every QR code. */
export function PrintPanel({ titleId, households, chosenIds, mainLocale, links }: PrintPanelProps) {
  const text = useDashboardText('outreach');
  const [kind, setKind] = useState<PrintCardKind>('invitation');
  const [size, setSize] = useState<PrintCardSize>('A6');
  const [locale, setLocale] = useState<Locale>(mainLocale);
  const [pickedAudience, setPickedAudience] = useState<HouseholdAudience | null>(null);
  // A fresh selection is what the couple most likely wants to print; an explicit choice wins until the
  // selection is emptied (then 'chosen' would print nothing).
  const audience: HouseholdAudience =
    pickedAudience === 'chosen' && chosenIds.length === 0
      ? 'all'
      : (pickedAudience ?? (chosenIds.length > 0 ? 'chosen' : 'all'));
  const count =
    audience === 'all'
      ? households.length
      : audience === 'unanswered'
        ? households.filter((household) => !household.answered).length
        : chosenIds.length;
  const choice = { kind, size, locale, audience, households: chosenIds };
  return (
    <Card
      title={<span id={titleId}>{text('print.title')}</span>}
      description={text('print.description')}
      headingLevel={2}
    >
      <div className={styles.printForm}>
        <RadioGroup<PrintCardKind>
          label={text('print.kind')}
          orientation="horizontal"
          value={kind}
          onChange={setKind}
          options={PRINT_CARD_KINDS.map((value) => ({ value, label: text(`print.kind.${value}`) }))}
        />
        <RadioGroup<PrintCardSize>
          label={text('print.size')}
          orientation="horizontal"
          value={size}
          onChange={setSize}
          options={PRINT_CARD_SIZES.map((value) => ({ value, label: text(`print.size.${value}`) }))}
        />
        <Select<Locale>
          label={text('print.language')}
          options={LOCALES.map((option) => ({ id: option, label: languageName(option) }))}
          selectedKey={locale}
          onSelectionChange={(key) => {
            if (key !== null) setLocale(key as Locale);
          }}
        />
        <RadioGroup<HouseholdAudience>
          label={text('print.audience')}
          value={audience}
          onChange={setPickedAudience}
          options={[
            { value: 'all', label: text('print.audience.all') },
            { value: 'unanswered', label: text('print.audience.unanswered') },
            {
              value: 'chosen',
              label: text('print.audience.chosen', { count: chosenIds.length }),
              isDisabled: chosenIds.length === 0,
            },
          ]}
        />
        <p className={styles.hint} aria-live="polite">
          {text('print.count', { count })}
        </p>
        <div className={styles.download}>
          <a
            href={links.cards(choice)}
            download
            className={buttonStyle({ variant: 'primary', size: 'md' })}
            aria-describedby="outreach-cards-hint"
          >
            <DownloadIcon aria-hidden="true" />
            <span>{text('print.cards')}</span>
          </a>
          <p id="outreach-cards-hint" className={styles.hint}>
            {text('print.cardsHint')}
          </p>
        </div>
        <div className={styles.download}>
          <a
            href={links.qrSheet(choice)}
            download
            className={buttonStyle({ variant: 'outline', size: 'md' })}
            aria-describedby="outreach-sheet-hint"
          >
            <DownloadIcon aria-hidden="true" />
            <span>{text('print.qrSheet')}</span>
          </a>
          <p id="outreach-sheet-hint" className={styles.hint}>
            {text('print.qrSheetHint')}
          </p>
        </div>
      </div>
    </Card>
  );
}
