import { EmployerForgotPasswordForm } from '../../../features/employer-auth/components/employer-forgot-password-form';
import { EmployerIntl } from '../../../i18n/employer';
import { defineEmployerGuestPage } from './define-employer-page';
import { employerHead } from './head';

export default defineEmployerGuestPage({
  Component: () => (
    <EmployerIntl>
      <EmployerForgotPasswordForm />
    </EmployerIntl>
  ),
  head: employerHead('employer.forgot.title'),
});
