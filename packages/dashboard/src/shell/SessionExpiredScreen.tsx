import { ErrorScreen } from '@wedding/ui';
import { useNavigation } from '../app/navigation';
import { CenteredFrame } from './CenteredFrame';
import { loginPath } from './login-path';

/**
 * session_expired (docs/requirements.md A8): Re-authenticate goes to the login, which returns to this page afterwards.
 */
export function SessionExpiredScreen() {
  const { currentPath, navigate } = useNavigation();
  return (
    <CenteredFrame>
      <main>
        <ErrorScreen
          type="session_expired"
          onAuthenticate={() => navigate(loginPath(currentPath))}
          onGoHome={() => navigate('/')}
        />
      </main>
    </CenteredFrame>
  );
}
