import type { EmployerCompany } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/ui/primitives';

/** What a company lacks before its offers can be published (nothing when it is complete). */
export function CompanyIncomplete({ company }: { company: EmployerCompany }) {
  const intl = useIntl();
  if (company.is_complete) return null;
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Alert $tone="warning" data-testid="company-incomplete">
      {intl.formatMessage(
        { id: 'employer.companies.incomplete' },
        {
          fields: company.missing_fields
            .map((f) => t(`employer.companies.missing.${f}`))
            .join(', '),
        },
      )}
    </Alert>
  );
}
