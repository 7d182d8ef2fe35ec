import { createFileRoute } from '@tanstack/react-router';
import { RegisterScreen } from '@wedding/dashboard';
import { returnSearchSchema } from '../return-search';

export const Route = createFileRoute('/register')({
  validateSearch: returnSearchSchema,
  component: function Register() {
    return <RegisterScreen redirect={Route.useSearch().redirect} />;
  },
});
