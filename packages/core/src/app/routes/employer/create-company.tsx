import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { pathTo } from '@jobboard/contracts/routes';
import { CompanyForm } from '../../../features/employer/components/company-form';
import { PageHeader } from '../../../features/employer/components/page-header';
import { useLang } from '../../../lib/lang';
import { notify } from '../../../lib/notify';
import { loadEmployerMessages } from '../../../i18n/employer';
import { definePage } from '../../page';
import { employerHead } from './head';

function CreateCompany() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'employer.company.createTitle' })} />
      <CompanyForm
        onSaved={(company) => {
          notify.success(intl.formatMessage({ id: 'employer.company.created' }));
          // Its logo and banner are added on its page, which exists now.
          navigate(pathTo('employerCompanyEdit', lang, { id: company.id }));
        }}
      />
    </>
  );
}

export default definePage({
  Component: CreateCompany,
  head: employerHead('employer.company.createTitle'),
  prepare: loadEmployerMessages,
});
