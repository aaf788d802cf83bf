import type { DataOf, EmployerCompany } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link';
import { Skeleton, Stack } from '../../../components/ui/primitives';
import { getEmployerCompanyKey } from '../../../features/employer/api/get-employer-company';
import { CompanyIncomplete } from '../../../features/employer/components/company-incomplete';
import { CompanyForm } from '../../../features/employer/components/company-form';
import { CompanyImages } from '../../../features/employer/components/company-images';
import { PageHeader } from '../../../features/employer/components/page-header';
import { useLang } from '../../../lib/lang';
import { companyName } from '../../../lib/localize';
import { notify } from '../../../lib/notify';
import { revalidateOnArrival, useApi } from '../../../lib/use-api';
import { loadEmployerMessages } from '../../../i18n/employer';
import { definePage } from '../../page';
import { employerHead } from './head';

function EditCompany() {
  const intl = useIntl();
  const lang = useLang();
  const { id = '' } = useParams();
  const { data, mutate } = useApi<DataOf<EmployerCompany>>(getEmployerCompanyKey(id), {
    revalidateOnMount: revalidateOnArrival(),
  });
  const company = data?.data;
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: key }, values);
  const update = (next: EmployerCompany) => void mutate({ data: next }, { revalidate: false });
  return (
    <>
      <PageHeader
        title={t('employer.company.editTitle', { name: company ? companyName(company, lang) : '' })}
      >
        {company ? (
          <ButtonLink to="employerCreateOffer" query={{ company: company.id }} $variant="ghost">
            {t('employer.companies.newOffer')}
          </ButtonLink>
        ) : null}
      </PageHeader>
      {company ? (
        <Stack $gap="5">
          <CompanyIncomplete company={company} />
          <CompanyImages company={company} onUploaded={update} />
          <CompanyForm
            key={`${company.id}:${company.updated_at}`}
            company={company}
            onSaved={(saved) => {
              notify.success(t('employer.company.saved'));
              update(saved);
            }}
          />
        </Stack>
      ) : (
        <Skeleton $h={400} />
      )}
    </>
  );
}

export default definePage({
  Component: EditCompany,
  keys: ({ params }) => [getEmployerCompanyKey(params.id ?? '')],
  mainResource: true,
  head: employerHead('employer.company.editTitle', ({ peek, params, lang }) => {
    const company = peek<DataOf<EmployerCompany>>(getEmployerCompanyKey(params.id ?? ''))?.data;
    return { name: company ? companyName(company, lang) : '' };
  }),
  prepare: loadEmployerMessages,
});
