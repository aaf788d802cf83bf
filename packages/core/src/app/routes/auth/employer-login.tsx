import { EmployerLoginForm } from '../../../features/employer-auth/components/employer-login-form';
import { EmployerIntl } from '../../../i18n/employer';
import { loadEmployerSignInMessages } from '../../../i18n/employer';
import { definePage } from '../../page';
import { employerHead } from '../employer/head';

export default definePage({
  Component: () => (
    <EmployerIntl>
      <EmployerLoginForm />
    </EmployerIntl>
  ),
  head: employerHead('employer.login.title'),
  prepare: loadEmployerSignInMessages,
});
