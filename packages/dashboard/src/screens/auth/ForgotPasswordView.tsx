import { passwordResetRequestSchema, translate } from '@wedding/core';
import { Button, useUiLocale } from '@wedding/ui';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { AppLink } from '../../app/navigation';
import { failureMessageKey } from '../../components/failure-message';
import { FormTextField } from '../../components/form/FormTextField';
import { useCoreForm } from '../../components/form/useCoreForm';
import { releaseFocus } from '../../components/release-focus';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './AuthFrame.css';

export type PasswordResetRequest = z.output<typeof passwordResetRequestSchema>;

export interface ForgotPasswordViewProps {
  /** Asks for a reset link: resolves the same way for every login; rejects when the API refused (429) or no answer came. */
  onSubmit: (request: PasswordResetRequest) => Promise<void>;
  loginHref?: string;
}

/**
 * '/forgot-password': a username or verified address in, one and the same answer out, whether or not an account
 * matches, so nobody learns from this page which accounts exist or which of them have an address.
 */
export function ForgotPasswordView({ onSubmit, loginHref = '/login' }: ForgotPasswordViewProps) {
  const text = useDashboardText('auth');
  const locale = useUiLocale();
  const [sending, setSending] = useState(false);
  const [answered, setAnswered] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useRef<HTMLParagraphElement>(null);
  const form = useCoreForm(passwordResetRequestSchema, { defaultValues: { login: '' } });
  const { setFocus } = form;
  // The form leaves with the focused button: focus follows to the answer, and back to the field for another try.
  // A frame later: moving focus inside the commit would blur a field whose handlers update state mid-render.
  const shown = useRef(answered);
  useEffect(() => {
    if (shown.current === answered) return;
    shown.current = answered;
    const frame = requestAnimationFrame(() => (answered ? answer.current?.focus() : setFocus('login')));
    return () => cancelAnimationFrame(frame);
  }, [answered, setFocus]);

  const submit = form.handleSubmit(async (request) => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      await onSubmit(request);
      releaseFocus();
      setAnswered(true);
    } catch (error) {
      // Refusals say why (too many requests, no connection); what was typed stays.
      setFailure(translate(failureMessageKey(error, 'errorOccurred', 'networkError'), locale));
    } finally {
      setSending(false);
    }
  });

  return (
    <div className={styles.form}>
      <div role="status" className={styles.liveRegion}>
        {answered ? (
          <>
            <p ref={answer} tabIndex={-1} className={styles.answer}>
              {text('forgot.answer')}
            </p>
            <p className={styles.hint}>{text('forgot.answerHint')}</p>
          </>
        ) : null}
      </div>
      {answered ? (
        <Button
          variant="outline"
          onPress={() => {
            releaseFocus();
            form.reset();
            setAnswered(false);
          }}
        >
          {text('forgot.again')}
        </Button>
      ) : (
        <form className={styles.form} noValidate onSubmit={submit}>
          <p className={styles.hint}>{text('forgot.lead')}</p>
          <FormTextField
            control={form.control}
            name="login"
            label={text('forgot.login')}
            autoComplete="username"
            spellCheck="false"
            isRequired
          />
          {failure ? (
            <p role="alert" className={styles.alert}>
              {failure}
            </p>
          ) : null}
          <Button type="submit" isPending={sending}>
            {text('forgot.submit')}
          </Button>
        </form>
      )}
      <p className={styles.switchText}>
        <AppLink href={loginHref} className={styles.inlineLink}>
          {text('forgot.toLogin')}
        </AppLink>
      </p>
    </div>
  );
}
