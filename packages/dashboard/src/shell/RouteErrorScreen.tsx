import { isApiError } from '@wedding/api-client';
import { ErrorScreen } from '@wedding/ui';
import { useNavigation } from '../app/navigation';
import { CenteredFrame } from './CenteredFrame';
import { loginPath } from './login-path';

/**
 * What a page shows when loading it failed (the error boundary of docs/requirements.md A8): the type from the error,
 * Retry reloads the page's data, Log In / Re-authenticate return here after signing in, Go Home leads to '/'.
 */
export function RouteErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { currentPath, navigate } = useNavigation();
  const expired = isApiError(error) && error.status === 401;
  return (
    <CenteredFrame>
      <ErrorScreen
        type={expired ? 'session_expired' : undefined}
        error={error}
        onRetry={onRetry}
        onAuthenticate={() => navigate(loginPath(currentPath))}
        onGoHome={() => navigate('/')}
      />
    </CenteredFrame>
  );
}
