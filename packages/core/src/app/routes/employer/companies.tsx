import { useIntl } from 'react-intl';
import { ButtonLink } from '../../../components/ui/button-link';
import { getEmployerCompaniesKey } from '../../../features/employer/api/get-companies';
import { CompanyList, companiesQuery } from '../../../features/employer/components/company-list';
import { PageHeader } from '../../../features/employer/components/page-header';
import { loadEmployerMessages } from '../../../i18n/employer';
import { definePage } from '../../page';
import { employerHead } from './head';

function Companies() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'employer.companies.title' })}>
        <ButtonLink to="employerCreateCompany" data-testid="create-company-link">
          {intl.formatMessage({ id: 'employer.companies.create' })}
        </ButtonLink>
      </PageHeader>
      <CompanyList />
    </>
  );
}

export default definePage({
  Component: Companies,
  keys: ({ search }) => {
    const { params, page } = companiesQuery(search);
    return [getEmployerCompaniesKey(params, page)];
  },
  head: employerHead('employer.companies.title'),
  prepare: loadEmployerMessages,
});
