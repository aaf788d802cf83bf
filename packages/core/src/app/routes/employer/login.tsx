import { EmployerLoginForm } from '../../../features/employer-auth/components/employer-login-form';
import { EmployerIntl } from '../../../i18n/employer';
import { defineEmployerGuestPage } from './define-employer-page';
import { employerHead } from './head';

export default defineEmployerGuestPage({
  Component: () => (
    <EmployerIntl>
      <EmployerLoginForm />
    </EmployerIntl>
  ),
  head: employerHead('employer.login.title'),
});
