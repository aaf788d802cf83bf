import type { EmployerCompany } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link';
import { Alert, Skeleton, Stack } from '../../../components/ui/primitives';
import { getEmployerCompanyKey } from '../../../features/employer/api/get-employer-company';
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
  const { data, mutate } = useApi<{ data: EmployerCompany }>(getEmployerCompanyKey(id), {
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
          {company.is_complete ? null : (
            <Alert $tone="warning" data-testid="company-incomplete">
              {t('employer.companies.incomplete', {
                fields: company.missing_fields
                  .map((f) => t(`employer.companies.missing.${f}`))
                  .join(', '),
              })}
            </Alert>
          )}
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
    const company = peek<{ data: EmployerCompany }>(getEmployerCompanyKey(params.id ?? ''))?.data;
    return { name: company ? companyName(company, lang) : '' };
  }),
  prepare: loadEmployerMessages,
});
