import {
  type ErrorBoundaryActionId,
  type ErrorBoundaryType,
  errorBoundaryPresentation,
  inferErrorBoundaryType,
  translate,
} from '@wedding/core';
import { useUiStrings } from '../../i18n/useUiStrings';
import { AlertIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { button } from '../Button/Button.css';
import * as styles from './ErrorScreen.css';

export interface ErrorScreenProps {
  /** The boundary type; inferred from `error`'s message when omitted. */
  type?: ErrorBoundaryType;
  error?: unknown;
  /** Retry resets the failed part (docs/requirements.md A8). */
  onRetry?: () => void;
  /** Re-authenticate and Log In; the login path is the app's to decide. */
  onAuthenticate?: () => void;
  /** Go Home navigates to '/' unless the app routes it itself. */
  onGoHome?: () => void;
  /** Show the error message under a disclosure, e.g. in development. */
  showDetails?: boolean;
}

/**
 * Error boundary screen (docs/requirements.md A8 and B8): nine types, each with its title (from @wedding/core) and
 * actions.
 */
export function ErrorScreen({
  type,
  error,
  onRetry,
  onAuthenticate,
  onGoHome,
  showDetails,
}: ErrorScreenProps) {
  const { t, locale } = useUiStrings();
  const resolvedType = type ?? inferErrorBoundaryType(error);
  const presentation = errorBoundaryPresentation(resolvedType);
  const handlers: Record<ErrorBoundaryActionId, (() => void) | undefined> = {
    retry: onRetry,
    goHome: onGoHome,
    reauthenticate: onAuthenticate,
    logIn: onAuthenticate,
  };
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    <div role="alert" className={styles.root} data-error-type={resolvedType}>
      <AlertIcon className={styles.icon} />
      <h1 className={styles.title}>{translate(presentation.titleKey, locale)}</h1>
      <p className={styles.description}>{t(`errorScreen.${resolvedType}.description`)}</p>
      <div className={styles.actions}>
        {presentation.actions.map((action, index) => {
          const label = translate(action.labelKey, locale);
          const variant = index === 0 ? 'primary' : 'outline';
          const handler = handlers[action.id];
          if (!handler && action.href) {
            return (
              <a key={action.id} href={action.href} className={buttonLinkClass(variant)}>
                {label}
              </a>
            );
          }
          return (
            <Button key={action.id} variant={variant} onPress={handler} isDisabled={!handler}>
              {label}
            </Button>
          );
        })}
      </div>
      {showDetails && message ? (
        <details className={styles.details}>
          <summary>{t('errorScreen.details')}</summary>
          <pre className={styles.detailsText}>{message}</pre>
        </details>
      ) : null}
    </div>
  );
}

function buttonLinkClass(variant: 'primary' | 'outline'): string {
  return button({ variant, size: 'md' });
}
