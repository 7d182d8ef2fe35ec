import { type EmailState, formatNameList, type HouseholdView, LOCALES, type Locale } from '@wedding/core';
import {
  Badge,
  type BadgeTone,
  Button,
  buttonStyle,
  Checkbox,
  languageName,
  Select,
  useUiLocale,
} from '@wedding/ui';
import * as list from '../../components/card-list.css';
import { languageIn } from '../../components/WritingLanguage/language-in';
import { type DashboardText, useDashboardText } from '../../i18n/dashboard-text';
import { LinkIcon } from '../../shell/nav-icons';
import * as styles from './OutreachView.css';
import { shareMessage, smsHref, whatsAppHref, whatsAppNumber } from './share-message';

const EMAIL_TONES: Record<EmailState, BadgeTone> = {
  none: 'neutral',
  ok: 'success',
  unsubscribed: 'warning',
  bounced: 'error',
};

/** The wedding's main language in the household's language picker. */
const MAIN_LANGUAGE = 'main';

export interface HouseholdCardProps {
  household: HouseholdView;
  mainLocale: Locale;
  couple: string;
  chosen: boolean;
  onChosenChange: (chosen: boolean) => void;
  onCopy: () => void;
  onShowQr: () => void;
  onRenew: () => void;
  onLocaleChange: (locale: Locale | null) => void;
  savingLocale: boolean;
}

/** One household: who, how to reach them, their answer, and every way to send their personal link. */
export function HouseholdCard({
  household,
  mainLocale,
  couple,
  chosen,
  onChosenChange,
  onCopy,
  onShowQr,
  onRenew,
  onLocaleChange,
  savingLocale,
}: HouseholdCardProps) {
  const text = useDashboardText('outreach');
  const locale = useUiLocale();
  const names = formatNameList(household.names, locale);
  const messageLocale = household.locale ?? mainLocale;
  const message = shareMessage(household, couple, messageLocale);
  const languageOptions = [
    { id: MAIN_LANGUAGE, label: text('language.main', { language: languageIn(mainLocale, locale) }) },
    ...LOCALES.map((option) => ({ id: option, label: languageName(option) })),
  ];
  return (
    <li className={list.itemCard}>
      <div className={styles.cardHead}>
        <Checkbox
          aria-label={text('select.household', { names })}
          isSelected={chosen}
          onChange={onChosenChange}
        />
        <h3 className={list.itemTitle}>{names}</h3>
      </div>
      <div className={list.itemMeta}>
        <Badge tone={answerTone(household)}>{answerLabel(text, household)}</Badge>
        <Badge tone={EMAIL_TONES[household.emailState]}>{text(`email.${household.emailState}`)}</Badge>
        {household.invitationSent ? <Badge tone="secondary">{text('sent.yes')}</Badge> : null}
      </div>
      <dl className={styles.contact}>
        <dt className={styles.contactTerm}>{text('contact.email')}</dt>
        <dd className={styles.contactValue}>{household.email ?? text('contact.noEmail')}</dd>
        <dt className={styles.contactTerm}>{text('contact.phone')}</dt>
        <dd className={styles.contactValue}>{household.phone ?? text('contact.noPhone')}</dd>
      </dl>
      {household.phone && whatsAppNumber(household.phone) === null ? (
        <p className={styles.hint}>{text('contact.national')}</p>
      ) : null}
      <Select
        label={text('language.label')}
        options={languageOptions}
        selectedKey={household.locale ?? MAIN_LANGUAGE}
        isDisabled={savingLocale}
        onSelectionChange={(key) => {
          const next = key === MAIN_LANGUAGE ? null : (key as Locale);
          if (key !== null && next !== household.locale) onLocaleChange(next);
        }}
      />
      <div className={list.itemActions}>
        <Button
          variant="outline"
          size="sm"
          icon={<LinkIcon />}
          aria-label={text('action.copyNamed', { names })}
          onPress={onCopy}
        >
          {text('action.copy')}
        </Button>
        <a
          href={whatsAppHref(household.phone, message)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyle({ variant: 'outline', size: 'sm' })}
          aria-label={text('action.whatsappNamed', { names })}
        >
          {text('action.whatsapp')}
        </a>
        {household.phone ? (
          <a
            href={smsHref(household.phone, message)}
            className={buttonStyle({ variant: 'outline', size: 'sm' })}
            aria-label={text('action.smsNamed', { names })}
          >
            {text('action.sms')}
          </a>
        ) : null}
        <Button variant="ghost" size="sm" aria-label={text('action.qrNamed', { names })} onPress={onShowQr}>
          {text('action.qr')}
        </Button>
        <Button variant="ghost" size="sm" aria-label={text('action.renewNamed', { names })} onPress={onRenew}>
          {text('action.renew')}
        </Button>
      </div>
    </li>
  );
}

function answerTone(household: HouseholdView): BadgeTone {
  if (!household.answered) return 'neutral';
  if (household.attendance === 'attending') return 'success';
  if (household.attendance === 'maybe') return 'warning';
  return 'primary';
}

function answerLabel(text: DashboardText<'outreach'>, household: HouseholdView): string {
  if (!household.answered) return text('answer.none');
  return household.attendance ? text(`answer.${household.attendance}`) : text('answer.received');
}
