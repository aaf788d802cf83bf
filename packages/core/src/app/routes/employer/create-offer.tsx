import type { CompanyOption, DataOf, EmployerOfferDetail } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link';
import { Alert, PageTitle, Skeleton } from '../../../components/ui/primitives';
import { pathTo } from '@jobboard/contracts/routes';
import { getCompanyOptionsKey } from '../../../features/employer/api/get-company-options';
import { OfferForm } from '../../../features/employer/components/offer-form/offer-form';
import {
  duplicateOfferValues,
  emptyOfferValues,
} from '../../../features/employer/components/offer-form/offer-form-values';
import { getEmployerOfferKey } from '../../../features/employer/api/get-employer-offer';
import { offerTitle } from '../../../features/employer/components/offer-title';
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
  // « Dupliquer » on an offer: the new offer starts from a copy of the team's offer `from`
  // (GET /ats/offers/{id} answers only for the team's own offers).
  const from = /^\d{1,10}$/.test(search.get('from') ?? '') ? search.get('from')! : null;
  const source = useApi<DataOf<EmployerOfferDetail>>(from ? getEmployerOfferKey(from) : null);
  const t = (id: string) => intl.formatMessage({ id });
  const list = companies.data?.data;
  const fields = attributes.data?.data;
  const copied = source.data?.data;

  let body;
  if (!list || !fields || (from && !copied && !source.error)) body = <Skeleton $h={400} />;
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
        key={copied ? `copy-${copied.id}` : 'new'}
        initial={copied ? duplicateOfferValues(copied) : emptyOfferValues(lang, company)}
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
      {copied ? (
        <Alert $tone="info" data-testid="offer-copy-of">
          {intl.formatMessage({ id: 'employer.offer.copyOf' }, { title: offerTitle(copied, lang) })}
        </Alert>
      ) : null}
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
