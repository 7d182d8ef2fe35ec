import { translate } from '@wedding/core';
import { Button as AriaButton } from 'react-aria-components';
import { useUiStrings } from '../../i18n/useUiStrings';
import { CheckIcon, CopyIcon } from '../../icons/icons';
import { visuallyHidden } from '../../styles/shared.css';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { button } from '../Button/Button.css';
import { useOptionalToast } from '../Toast/ToastProvider';
import { type UseCopyToClipboardOptions, useCopyToClipboard } from './useCopyToClipboard';

export interface CopyButtonProps extends UseCopyToClipboardOptions {
  /** The text written to the clipboard. */
  value: string;
  /** Names what is copied, e.g. 'Copy access code'; defaults to the generic 'Copy'. */
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  isDisabled?: boolean;
}

export function CopyButton({
  value,
  label,
  variant = 'outline',
  size = 'sm',
  isDisabled,
  ...options
}: CopyButtonProps) {
  const { t, locale } = useUiStrings();
  // The product's one message for a failed copy, the same wherever the app says it.
  const failed = translate('copyError', locale);
  const toast = useOptionalToast();
  const { status, copy } = useCopyToClipboard({
    ...options,
    // A failure is shown as a toast where the app has them, and announced either way.
    onError: (error) => {
      toast?.error(failed);
      options.onError?.(error);
    },
  });
  const copied = status === 'copied';
  return (
    <>
      <AriaButton
        className={button({ variant, size })}
        data-variant={variant}
        data-status={status}
        isDisabled={isDisabled}
        onPress={() => copy(value)}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
        <span>{copied ? t('copyButton.copied') : (label ?? t('copyButton.copy'))}</span>
      </AriaButton>
      <span className={visuallyHidden} role="status">
        {copied ? t('copyButton.copied') : status === 'error' && !toast ? failed : ''}
      </span>
    </>
  );
}
