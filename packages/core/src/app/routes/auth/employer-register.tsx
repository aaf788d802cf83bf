import { EmployerRegisterForm } from '../../../features/employer-auth/components/employer-register-form';
import { getTeamSizesKey, useTeamSizes } from '../../../features/employer/api/get-team-sizes';
import { EmployerIntl } from '../../../i18n/employer';
import { loadEmployerSignInMessages } from '../../../i18n/employer';
import { definePage } from '../../page';
import { employerHead } from '../employer/head';

function EmployerRegister() {
  const { data } = useTeamSizes();
  return (
    <EmployerIntl>
      <EmployerRegisterForm teamSizes={data?.data ?? []} />
    </EmployerIntl>
  );
}

export default definePage({
  Component: EmployerRegister,
  keys: () => [getTeamSizesKey()],
  head: employerHead('employer.register.title'),
  prepare: loadEmployerSignInMessages,
});
