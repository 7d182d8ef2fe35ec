import { isApiError } from '@wedding/api-client';
import { isMessageKey, PASSWORD_RULES, setPasswordFormSchema, translate } from '@wedding/core';
import { Button, buttonStyle, useUiLocale } from '@wedding/ui';
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '../../app/navigation';
import { failureMessageKey } from '../../components/failure-message';
import { FormTextField } from '../../components/form/FormTextField';
import { useCoreForm } from '../../components/form/useCoreForm';
import { releaseFocus } from '../../components/release-focus';
import { isLinkRefused } from '../../data/email-link-token';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './AuthFrame.css';

export const resetPasswordStages = ['form', 'done', 'invalid'] as const;
export type ResetPasswordStage = (typeof resetPasswordStages)[number];

export interface ResetPasswordViewProps {
  /** Whether the page's address carries a token that can be one of ours; without one only a new link helps. */
  hasToken: boolean;
  /** Sets the new password with the link's token; rejects with the API's answer. */
  onSubmit: (password: string) => Promise<void>;
  loginHref?: string;
  forgotHref?: string;
}

/** The server's rule message for the new password, when it named one. */
function passwordFieldKey(error: unknown) {
  if (!isApiError(error)) return null;
  const key = error.fieldErrors.password;
  return key !== undefined && isMessageKey(key) ? key : null;
}

/**
 * '/reset-password#<token>': a new password, typed twice and held to core's rules, set with the emailed link. The
 * answer says that every session ended (whoever knew the old password is out); a spent or expired link offers a
 * new one.
 */
export function ResetPasswordView({
  hasToken,
  onSubmit,
  loginHref = '/login',
  forgotHref = '/forgot-password',
}: ResetPasswordViewProps) {
  const text = useDashboardText('auth');
  const locale = useUiLocale();
  const [stage, setStage] = useState<ResetPasswordStage>(hasToken ? 'form' : 'invalid');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const form = useCoreForm(setPasswordFormSchema, {
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  // The form leaves with the focused button: focus follows to the outcome, which a screen reader then reads.
  // A frame later: moving focus inside the commit would blur a field whose handlers update state mid-render.
  const shownStage = useRef(stage);
  useEffect(() => {
    if (shownStage.current === stage) return;
    shownStage.current = stage;
    const frame = requestAnimationFrame(() => outcome.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [stage]);

  const submit = form.handleSubmit(async ({ newPassword }) => {
    if (saving) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(newPassword);
      releaseFocus();
      setStage('done');
    } catch (error) {
      const fieldKey = passwordFieldKey(error);
      if (isLinkRefused(error)) {
        releaseFocus();
        setStage('invalid');
      } else if (fieldKey) {
        form.setError('newPassword', { message: translate(fieldKey, locale) }, { shouldFocus: true });
      } else {
        setFailure(translate(failureMessageKey(error, 'saveError', 'networkError'), locale));
      }
    } finally {
      setSaving(false);
    }
  });

  if (stage === 'done') {
    return (
      <div className={styles.form}>
        <p ref={outcome} tabIndex={-1} role="status" className={styles.answer}>
          {text('reset.done')}
        </p>
        <AppLink href={loginHref} className={buttonStyle({ variant: 'primary', size: 'md' })}>
          {text('reset.toLogin')}
        </AppLink>
      </div>
    );
  }
  if (stage === 'invalid') {
    return (
      <div className={styles.form}>
        <p ref={outcome} tabIndex={-1} role="alert" className={styles.alert}>
          {translate('linkInvalid', locale)}
        </p>
        <p className={styles.hint}>{text('reset.invalidHint')}</p>
        <AppLink href={forgotHref} className={buttonStyle({ variant: 'primary', size: 'md' })}>
          {text('reset.requestNew')}
        </AppLink>
      </div>
    );
  }
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.hint}>{text('reset.lead')}</p>
      <FormTextField
        control={form.control}
        name="newPassword"
        label={text('reset.password')}
        description={text('register.passwordRule', { min: PASSWORD_RULES.minLength })}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="confirmPassword"
        label={text('reset.confirm')}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      {failure ? (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      ) : null}
      <Button type="submit" isPending={saving}>
        {text('reset.submit')}
      </Button>
      <p className={styles.switchText}>
        <AppLink href={loginHref} className={styles.inlineLink}>
          {text('forgot.toLogin')}
        </AppLink>
      </p>
    </form>
  );
}
