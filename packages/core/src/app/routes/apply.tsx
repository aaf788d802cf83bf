import type { DataOf, Offer } from '@jobboard/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ButtonLink } from '../../components/ui/button-link';
import { Alert, Card, Container, PageTitle, Row } from '../../components/ui/primitives';
import { RouteLink } from '../../components/ui/route-link';
import { pathTo } from '@jobboard/contracts/routes';
import { ApplyForm } from '../../features/apply/components/apply-form';
import { getMeKey, useMe, type MeResponse } from '../../lib/get-me';
import { SignupSent } from '../../components/ui/signup-sent';
import { getOfferKey, useOffer } from '../../features/offers/api/get-offer';
import { offerLinkParams } from '../../features/offers/components/offer-card';
import {
  getDocumentsKey,
  uploadDocument,
  useDocuments,
} from '../../features/profile/api/documents';
import { useBrand } from '../../lib/brand';
import { offerContent } from '../../lib/job-posting';
import { useLang } from '../../lib/lang';
import { notify } from '../../lib/notify';
import { definePage } from '../page';
import { catalogs } from '../../i18n';

function ApplyPage() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const { board } = useBrand();
  const { mutate } = useSWRConfig();
  const { id = '' } = useParams();
  const { data } = useOffer(id);
  const { isCandidate, user } = useMe();
  const { data: docs } = useDocuments(isCandidate);
  // A visitor's apply-register answers 202 with "check your e-mail" and no session (the
  // same answer whether or not the address had an account): the page says so in place.
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const offer = data?.data;
  if (!offer) return null;
  const title = offerContent(offer, lang)?.title;
  const resumes = isCandidate ? (docs?.data ?? []).filter((d) => d.type === 'resume') : undefined;

  const uploadResume = async (file: File) => {
    const created = await uploadDocument(board, file, 'resume');
    await mutate(getDocumentsKey(board));
    return created.data.id;
  };
  const onApplied = async (message?: string) => {
    if (message !== undefined) {
      setSentMessage(message);
      return;
    }
    await mutate(
      getOfferKey(board, id),
      { data: { ...offer, has_applied: true } },
      { revalidate: false },
    );
    notify.success(intl.formatMessage({ id: 'apply.success' }));
    navigate(pathTo('offer', lang, offerLinkParams(offer, lang)));
  };

  if (sentMessage !== null)
    return (
      <Container>
        <SignupSent
          title={intl.formatMessage({ id: 'auth.register.sent.title' })}
          message={sentMessage || intl.formatMessage({ id: 'apply.sent.message' })}
          links={
            <Row>
              <ButtonLink to="offer" params={offerLinkParams(offer, lang)} $variant="secondary">
                {intl.formatMessage({ id: 'apply.sent.backToOffer' })}
              </ButtonLink>
              <ButtonLink to="findJob" $variant="secondary">
                {intl.formatMessage({ id: 'home.allOffers' })}
              </ButtonLink>
            </Row>
          }
        />
      </Container>
    );

  return (
    <Container>
      <Card>
        <PageTitle>{intl.formatMessage({ id: 'apply.title' }, { title })}</PageTitle>
        {offer.has_applied ? (
          <Alert $tone="success" data-testid="already-applied">
            {intl.formatMessage({ id: 'offer.alreadyApplied' })}
          </Alert>
        ) : (
          <>
            {!isCandidate ? (
              <p>
                {intl.formatMessage({ id: 'apply.haveAccount' })}{' '}
                <RouteLink
                  to="login"
                  query={{ redirect: pathTo('apply', lang, offerLinkParams(offer, lang)) }}
                >
                  {intl.formatMessage({ id: 'nav.login' })}
                </RouteLink>
              </p>
            ) : null}
            {isCandidate && user && !user.email_verified ? (
              // The server refuses (403) an application from an address not confirmed: the page
              // says so in place of the form; the layout's banner above has the resend button.
              <Alert $tone="warning" data-testid="apply-confirm-first">
                {intl.formatMessage(
                  { id: 'apply.confirmFirst' },
                  { email: user.email, resend: intl.formatMessage({ id: 'emailBanner.resend' }) },
                )}
              </Alert>
            ) : (
              <ApplyForm
                offer={offer}
                resumes={resumes}
                uploadResume={uploadResume}
                onApplied={onApplied}
              />
            )}
          </>
        )}
      </Card>
    </Container>
  );
}

export default definePage({
  prepare: catalogs('account', 'offer', 'home'),
  Component: ApplyPage,
  keys: ({ brand, params }) => [getOfferKey(brand.board, params.id ?? '0')],
  mainResource: true,
  dependentKeys: ({ brand }, peek) => {
    const me = peek<MeResponse>(getMeKey(brand.board));
    return me?.data && me.data.guard !== 'ats' ? [getDocumentsKey(brand.board)] : [];
  },
  head: (ctx) => {
    const offer = ctx.peek<DataOf<Offer>>(getOfferKey(ctx.brand.board, ctx.params.id ?? '0'))?.data;
    const title = offer ? offerContent(offer, ctx.lang)?.title : '';
    return { title: ctx.intl.formatMessage({ id: 'apply.title' }, { title }), noindex: true };
  },
});
