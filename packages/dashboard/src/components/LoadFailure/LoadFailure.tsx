import { Button, useUiLocale } from '@wedding/ui';
import { failureText } from '../failure-message';
import * as styles from './LoadFailure.css';

export interface LoadFailureProps {
  /** What could not be loaded ("The gifts could not be loaded."). */
  message: string;
  /** Why: the server's answer or the missing connection, told in the person's language. */
  error?: unknown;
  retryLabel: string;
  onRetry: () => void;
}

/** A list that could not be loaded: what, why, and a way to try again. */
export function LoadFailure({ message, error, retryLabel, onRetry }: LoadFailureProps) {
  const locale = useUiLocale();
  return (
    <div role="alert" className={styles.alert}>
      <span>
        {message} {error ? failureText(error, 'networkError', locale) : null}
      </span>
      <Button variant="outline" size="sm" onPress={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
