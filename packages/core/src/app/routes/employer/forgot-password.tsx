import { EmployerForgotPasswordForm } from '../../../features/employer-auth/components/employer-forgot-password-form';
import { EmployerIntl } from '../../../features/employer-i18n';
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
