import { useMutation } from '@tanstack/react-query';
import { useApi } from '../app/api-context';
import { signWithPasskey } from './passkey-ceremony';
import { useStartSession } from './session';

/**
 * Usernameless sign-in with a passkey: the API's options, the browser's prompt (the person picks their passkey),
 * the signed answer checked by the API, then a fresh session like a password login.
 */
export function usePasskeyLogin() {
  const api = useApi();
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async () => {
      const { options, challenge } = await api.passkeys.loginOptions();
      const response = await signWithPasskey(options);
      return api.passkeys.login({ response, challenge });
    },
    onSuccess: ({ user }) => startSession(user),
  });
}
