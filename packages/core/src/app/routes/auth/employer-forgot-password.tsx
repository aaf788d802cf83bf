import { EmployerForgotPasswordForm } from '../../../features/employer-auth/components/employer-forgot-password-form';
import { EmployerIntl } from '../../../i18n/employer';
import { loadEmployerSignInMessages } from '../../../i18n/employer';
import { definePage } from '../../page';
import { employerHead } from '../employer/head';

export default definePage({
  Component: () => (
    <EmployerIntl>
      <EmployerForgotPasswordForm />
    </EmployerIntl>
  ),
  head: employerHead('employer.forgot.title'),
  prepare: loadEmployerSignInMessages,
});
