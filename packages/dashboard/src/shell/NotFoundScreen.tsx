import { translate } from '@wedding/core';
import { buttonStyle, useUiLocale } from '@wedding/ui';
import { AppLink } from '../app/navigation';
import { CenteredFrame } from './CenteredFrame';
import * as styles from './NotFoundScreen.css';

/** Any address no page answers, in the visitor's language, with the way home (never "Cannot GET"). */
export function NotFoundScreen() {
  const locale = useUiLocale();
  return (
    <CenteredFrame>
      <main className={styles.content}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>{translate('pageNotFound.title', locale)}</h1>
        <p className={styles.text}>{translate('pageNotFound.text', locale)}</p>
        <AppLink href="/" className={buttonStyle({ variant: 'primary', size: 'md' })}>
          {translate('pageNotFound.home', locale)}
        </AppLink>
      </main>
    </CenteredFrame>
  );
}
