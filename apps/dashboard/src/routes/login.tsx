import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '@wedding/dashboard';
import { returnSearchSchema } from '../return-search';

export const Route = createFileRoute('/login')({
  validateSearch: returnSearchSchema,
  component: function Login() {
    return <LoginScreen redirect={Route.useSearch().redirect} />;
  },
});
