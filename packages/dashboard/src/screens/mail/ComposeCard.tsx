import {
  BULK_MAIL_KINDS,
  type BulkMailKind,
  type BulkMailPreview,
  type BulkMailRequest,
  type HouseholdAudience,
  type MailCap,
  TEXT_LIMITS,
} from '@wedding/core';
import { Button, Card, ConfirmDialog, RadioGroup, TextArea, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import { AppLink } from '../../app/navigation';
import { type DashboardText, useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './MailView.css';
import { localMoment, mailFailureText, needsVerifiedEmail } from './mail-failure';

export interface ComposeCardProps {
  initialKind?: BulkMailKind;
  /** Households chosen on the outreach screen (their ids), offered as the audience 'chosen'. */
  chosenIds: readonly string[];
  cap: MailCap;
  senderEmailVerified: boolean;
  onPreview: (request: BulkMailRequest) => Promise<BulkMailPreview>;
  /** Queues the message; rejects with the failure (shown in the dialog and below the form). */
  onSend: (request: BulkMailRequest) => Promise<void>;
  outreachHref: string;
  accountSettingsHref: string;
  /** A new id per message written; tests pass a fixed one. */
  newRequestId?: () => string;
}

interface Draft {
  kind: BulkMailKind;
  note: string;
  audience: HouseholdAudience;
}

/** One count-bearing text: the singular where the count is one, else the plural form. */
function counted(
  text: DashboardText<'mail'>,
  base: 'send.button' | 'send.confirmTitle',
  count: number,
  params = {},
) {
  return text(count === 1 ? `${base}.one` : `${base}.other`, { count, ...params });
}

/**
 * The save-the-date or invitation email: kind, personal note, audience, a preview of who it reaches with a rendered
 * sample, then the send after a confirmation. What the couple wrote stays through every failure.
 */
export function ComposeCard({
  initialKind = 'invitation',
  chosenIds,
  cap,
  senderEmailVerified,
  onPreview,
  onSend,
  outreachHref,
  accountSettingsHref,
  newRequestId = () => crypto.randomUUID(),
}: ComposeCardProps) {
  const text = useDashboardText('mail');
  const locale = useUiLocale();
  const [draft, setDraft] = useState<Draft>({
    kind: initialKind,
    note: '',
    audience: chosenIds.length > 0 ? 'chosen' : 'all',
  });
  // One id per message written: the same send repeated (a retry after a lost answer) sends nothing twice.
  const [requestId, setRequestId] = useState(newRequestId);
  const [preview, setPreview] = useState<BulkMailPreview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const audience = draft.audience === 'chosen' && chosenIds.length === 0 ? 'all' : draft.audience;
  const request: BulkMailRequest = {
    kind: draft.kind,
    note: draft.note,
    selection: { audience, households: audience === 'chosen' ? [...chosenIds] : [] },
    requestId,
  };

  // A changed draft is another message: its preview is gone and it gets its own request id.
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setPreview(null);
    setFailure(null);
    setRequestId(newRequestId());
  };

  const runPreview = async () => {
    setPreviewing(true);
    setFailure(null);
    try {
      setPreview(await onPreview(request));
    } catch (error) {
      setPreview(null);
      setFailure(error);
    } finally {
      setPreviewing(false);
    }
  };

  const kindName = text(`kind.${draft.kind}`);
  return (
    <Card
      title={text('compose.title')}
      description={text('compose.cap', { used: cap.usedToday, limit: cap.limit })}
      headingLevel={2}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void runPreview();
        }}
      >
        <RadioGroup<BulkMailKind>
          label={text('compose.kind')}
          orientation="horizontal"
          value={draft.kind}
          onChange={(kind) => change({ kind })}
          options={BULK_MAIL_KINDS.map((kind) => ({ value: kind, label: text(`kind.${kind}`) }))}
        />
        <TextArea
          label={text('compose.note')}
          description={text('compose.noteHint')}
          maxLength={TEXT_LIMITS.mediumText}
          rows={4}
          value={draft.note}
          onChange={(note) => change({ note })}
        />
        <RadioGroup<HouseholdAudience>
          label={text('compose.audience')}
          value={audience}
          onChange={(value) => change({ audience: value })}
          options={[
            { value: 'all', label: text('audience.all') },
            { value: 'unanswered', label: text('audience.unanswered') },
            {
              value: 'chosen',
              label: text('audience.chosen', { count: chosenIds.length }),
              isDisabled: chosenIds.length === 0,
            },
          ]}
        />
        <AppLink href={outreachHref} className={styles.inlineLink}>
          {text('compose.choose')}
        </AppLink>
        <div className={styles.row}>
          <Button type="submit" variant={preview ? 'outline' : 'primary'} isPending={previewing}>
            {text('compose.preview')}
          </Button>
        </div>
      </form>

      {failure ? (
        <div role="alert" className={styles.alert}>
          <p className={styles.bannerText}>{mailFailureText(failure, locale)}</p>
          {needsVerifiedEmail(failure) ? (
            <AppLink href={accountSettingsHref} className={styles.inlineLink}>
              {text('error.settingsLink')}
            </AppLink>
          ) : null}
        </div>
      ) : null}

      {preview ? (
        <section className={styles.preview} aria-labelledby="mail-preview-title">
          <h3 id="mail-preview-title" className={styles.subTitle}>
            {text('preview.title')}
          </h3>
          <dl className={styles.facts}>
            <dt>{text('preview.recipients')}</dt>
            <dd className={styles.factValue}>{preview.recipients}</dd>
            <dt>{text('preview.noEmail')}</dt>
            <dd className={styles.factValue}>{preview.skipped.noEmail}</dd>
            <dt>{text('preview.suppressed')}</dt>
            <dd className={styles.factValue}>{preview.skipped.suppressed}</dd>
            <dt>{text('preview.cap')}</dt>
            <dd className={styles.factValue}>
              {text('preview.capValue', { used: preview.cap.usedToday, limit: preview.cap.limit })}
            </dd>
          </dl>
          {preview.recipients > Math.max(0, preview.cap.limit - preview.cap.usedToday) ? (
            <p className={styles.hint}>
              {text('preview.overCap', {
                left: Math.max(0, preview.cap.limit - preview.cap.usedToday),
                resetsAt: localMoment(preview.cap.resetsAt, locale),
              })}
            </p>
          ) : null}
          {preview.sample ? (
            <>
              <p className={styles.hint}>{text('preview.sampleFor', { name: preview.sample.toName })}</p>
              <p className={styles.bannerText}>
                <strong>{text('preview.subject')}:</strong> {preview.sample.subject}
              </p>
              <iframe
                className={styles.frame}
                data-color-mode="light"
                sandbox=""
                srcDoc={preview.sample.html}
                title={text('preview.frame', { name: preview.sample.toName })}
              />
            </>
          ) : (
            <p className={styles.hint}>{text('preview.nobody')}</p>
          )}
          {preview.recipients > 0 ? (
            <div className={styles.row}>
              <Button onPress={() => setConfirming(true)} isDisabled={!senderEmailVerified}>
                {counted(text, 'send.button', preview.recipients)}
              </Button>
              {senderEmailVerified ? null : <p className={styles.hint}>{text('send.unverified')}</p>}
            </div>
          ) : null}
        </section>
      ) : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="default"
        title={counted(text, 'send.confirmTitle', preview?.recipients ?? 0, { kind: kindName })}
        description={text('send.confirmText')}
        confirmLabel={text('send.confirm')}
        cancelLabel={text('send.cancel')}
        onConfirm={async () => {
          try {
            await onSend(request);
          } catch (error) {
            setFailure(error);
            throw error;
          }
          // Sent: the next send is another message. The draft stays, for the next group of households.
          setPreview(null);
          setFailure(null);
          setRequestId(newRequestId());
        }}
        describeError={(error) => mailFailureText(error, locale)}
      />
    </Card>
  );
}
