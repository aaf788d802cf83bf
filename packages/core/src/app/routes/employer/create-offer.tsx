import type { CompanyOption, DataOf } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link';
import { Alert, PageTitle, Skeleton } from '../../../components/ui/primitives';
import { pathTo } from '@jobboard/contracts/routes';
import { getCompanyOptionsKey } from '../../../features/employer/api/get-company-options';
import { OfferForm } from '../../../features/employer/components/offer-form/offer-form';
import { emptyOfferValues } from '../../../features/employer/components/offer-form/offer-form-values';
import {
  getBoardAttributesKey,
  useBoardAttributes,
} from '../../../features/offers/api/get-board-attributes';
import { useLang } from '../../../lib/lang';
import { notify } from '../../../lib/notify';
import { revalidateOnArrival, useApi } from '../../../lib/use-api';
import { loadEmployerMessages } from '../../../i18n/employer';
import { definePage } from '../../page';
import { employerHead } from './head';

function CreateOffer() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Fresh on arrival: a company may have been created since the list was loaded.
  const companies = useApi<DataOf<CompanyOption[]>>(getCompanyOptionsKey(), {
    revalidateOnMount: revalidateOnArrival(),
  });
  const attributes = useBoardAttributes();
  const t = (id: string) => intl.formatMessage({ id });
  const list = companies.data?.data;
  const fields = attributes.data?.data;

  let body;
  if (!list || !fields) body = <Skeleton $h={400} />;
  else if (list.length === 0)
    body = (
      <Alert $tone="info" data-testid="offer-needs-company">
        <span>{t('employer.offer.needsCompany')}</span>
        <ButtonLink to="employerCreateCompany">{t('employer.companies.create')}</ButtonLink>
      </Alert>
    );
  else {
    const wanted = Number(search.get('company'));
    const company =
      list.find((c) => c.id === wanted)?.id ?? (list.length === 1 ? list[0]!.id : null);
    body = (
      <OfferForm
        initial={emptyOfferValues(lang, company)}
        companies={list}
        attributes={fields.attributes}
        onSaved={(offer) => {
          notify.success(t('employer.offer.created'));
          navigate(pathTo('employerOfferPublish', lang, { id: offer.id }));
        }}
      />
    );
  }
  return (
    <>
      <PageTitle>{t('employer.offer.createTitle')}</PageTitle>
      {body}
    </>
  );
}

export default definePage({
  Component: CreateOffer,
  keys: ({ brand }) => [getCompanyOptionsKey(), getBoardAttributesKey(brand.board)],
  head: employerHead('employer.offer.createTitle'),
  prepare: loadEmployerMessages,
});
