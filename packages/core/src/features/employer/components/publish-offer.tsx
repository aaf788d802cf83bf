import type { EmployerOfferDetail, User } from '@jobboard/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  Alert,
  Button,
  buttonStyle,
  Card,
  Muted,
  Row,
  Stack,
  type ButtonStyleProps,
} from '../../../components/ui/primitives';
import { ButtonLink } from '../../../components/ui/button-link';
import { RouteLink } from '../../../components/ui/route-link';
import { pathTo } from '@jobboard/contracts/routes';
import { useBrand } from '../../../lib/brand';
import { useLang } from '../../../lib/lang';
import { companyName } from '../../../lib/localize';
import { apiErrorMessage, notify, notifyApiError } from '../../../lib/notify';
import { createSingleJobPostingCheckoutSession } from '../api/create-checkout-session';
import { useEmployerCompany } from '../api/get-employer-company';
import { isPublishedOn } from '../api/get-employer-offer';
import { publishOffer } from '../api/publish-offer';
import { unpublishOfferFromAllJobboards } from '../api/unpublish-offer';
import { boardLabeler } from './board-label';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { OfferStatusBadge } from './offer-status';
import { offerTitle } from './offer-title';
import { readableDate } from '../../../lib/dates';

/** A link off the site (the board's contact page) that looks like a button. */
const ButtonLinkExternal = styled.a<ButtonStyleProps>`
  ${buttonStyle}
`;

const Boards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  /* The board's name wraps in its column: the button or the date stays at the row's end. */
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${(p) => p.theme.space[3]};
    padding: ${(p) => p.theme.space[3]} 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  /* A refusal takes the row's full width, under the board's name and button. */
  [role='alert'] {
    grid-column: 1 / -1;
  }
`;

/** The placeholder the provider replaces with the session id in the return URLs. */
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * The contact page of the board (manifest link) with what the board's team needs to grant it:
 * the company and the offer, as query parameters a contact form can prefill.
 */
export function contactForPublishing(
  contact: string | undefined,
  values: { company: string; offer: string; offerId: number; board: string },
): string | undefined {
  if (!contact) return undefined;
  let url: URL;
  try {
    url = new URL(contact);
  } catch {
    return undefined;
  }
  url.searchParams.set('subject', 'publishing');
  url.searchParams.set('board', values.board);
  if (values.company) url.searchParams.set('company', values.company);
  url.searchParams.set('offer', values.offer);
  url.searchParams.set('offer_id', String(values.offerId));
  return url.toString();
}

/**
 * The publish page: the boards the team may publish on (its list: the rights are data, the server
 * decides), this board first; where this board is not one of them, its single job posting (free,
 * or at the manifest's price) or how to obtain the board, with a link to its contact page; and
 * unpublishing from every board. Never a dead end.
 */
export function PublishOffer(props: {
  offer: EmployerOfferDetail;
  employer: User;
  onChanged: (offer?: EmployerOfferDetail) => void;
}) {
  const { offer, employer } = props;
  const intl = useIntl();
  const lang = useLang();
  const { board, manifest } = useBrand();
  const [busy, setBusy] = useState<string | null>(null);
  // Why the last try to publish on a board was refused: said in that board's row, beside its
  // button, where the person is looking (a toast would cover the page's own controls).
  const [refusal, setRefusal] = useState<{
    board: string;
    tone: 'warning' | 'danger';
    text: string;
  } | null>(null);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const team = employer.team;
  const labelOf = boardLabeler(team, lang);
  // This board first, then the others of the team by name.
  const boards = [...(team?.jobboards ?? [])].sort((a, b) =>
    a === board ? -1 : b === board ? 1 : labelOf(a).localeCompare(labelOf(b), lang),
  );
  // A company without its description cannot publish (the server says 403): say it up front,
  // with the way to complete it, rather than after a click.
  const company = useEmployerCompany(offer.company_id).data?.data;
  const publishedAt = (name: string) => offer.jobboards.find((j) => j.name === name)?.published_at;
  const onThisBoard = isPublishedOn(offer, board);
  const mayPublishHere = boards.includes(board);
  const free = manifest.behaviour.freeSingleJobPosting;
  const priceCents = manifest.behaviour.singleJobPostingPriceCents ?? null;
  const checkout =
    !mayPublishHere && (free || priceCents !== null) && !onThisBoard && offer.status !== 'expired';
  const price =
    priceCents === null
      ? ''
      : intl.formatNumber(priceCents / 100, { style: 'currency', currency: 'CAD' });
  const boardLabel = manifest.label[lang];
  // The contact page; a board without one (its manifest has no links.contact) its about page.
  const contactUrl = contactForPublishing(
    manifest.links.contact?.[lang] || manifest.links.about?.[lang],
    {
      company: offer.company ? companyName(offer.company, lang) : (team?.name ?? ''),
      offer: offerTitle(offer, lang),
      offerId: offer.id,
      board: boardLabel,
    },
  );
  const slug = offer.contents[lang]?.slug ?? offer.contents[offer.primary_language]?.slug;

  const publish = async (names: string[]) => {
    setBusy(names.length === 1 ? names[0]! : 'all');
    setRefusal(null);
    let current = names[0]!;
    try {
      // One board after the other: the first refusal stops and says why.
      for (const name of names) {
        current = name;
        await publishOffer(name, offer.id);
      }
      notify.success(
        names.length === 1
          ? t('employer.publish.done', { board: labelOf(names[0]!) })
          : t('employer.publish.doneAll'),
      );
      props.onChanged();
    } catch (error) {
      const { tone, text } = apiErrorMessage(error, intl);
      setRefusal({ board: current, tone: tone === 'error' ? 'danger' : 'warning', text });
      props.onChanged();
    } finally {
      setBusy(null);
    }
  };
  const pending = boards.filter((name) => !publishedAt(name));

  const startCheckout = async () => {
    setBusy('checkout');
    try {
      const base = (name: 'employerOfferPublishSuccess' | 'employerOfferPublishCancel') =>
        `${pathTo(name, lang, { id: offer.id })}?session_id=${CHECKOUT_SESSION_PLACEHOLDER}`;
      const session = await createSingleJobPostingCheckoutSession(board, offer.id, {
        success_url: base('employerOfferPublishSuccess'),
        cancel_url: base('employerOfferPublishCancel'),
      });
      window.location.assign(session.data.url);
    } catch (error) {
      notifyApiError(error, intl);
      setBusy(null);
    }
  };

  const unpublish = async () => {
    try {
      await unpublishOfferFromAllJobboards(offer.id);
      notify.success(t('employer.publish.unpublished'));
      props.onChanged();
    } catch (error) {
      notifyApiError(error, intl);
    }
  };

  return (
    <Stack $gap="4" data-testid="publish-offer">
      <Card>
        <Row>
          <span>{t('employer.publish.status')}</span>
          <OfferStatusBadge status={offer.status} boards={offer.jobboards.length} />
        </Row>
        {offer.status === 'expired' ? (
          <Alert $tone="warning">{t('employer.publish.expired')}</Alert>
        ) : null}
        {company && !company.is_complete ? (
          <Alert $tone="warning" data-testid="publish-company-incomplete">
            <span>
              {t('employer.publish.companyIncomplete', {
                company: companyName(company, lang),
                fields: company.missing_fields
                  .map((f) => t(`employer.companies.missing.${f}`))
                  .join(', '),
              })}
            </span>{' '}
            <ButtonLink to="employerCompanyEdit" params={{ id: company.id }} $variant="secondary">
              {t('employer.publish.completeCompany')}
            </ButtonLink>
          </Alert>
        ) : null}
        {manifest.behaviour.requireFrenchVersion && !offer.contents.fr && !onThisBoard ? (
          <Alert $tone="warning" data-testid="publish-french-missing">
            <span>{t('employer.publish.frenchMissing', { board: boardLabel })}</span>{' '}
            <ButtonLink to="employerOfferEdit" params={{ id: offer.id }} $variant="secondary">
              {t('employer.publish.addFrench')}
            </ButtonLink>
          </Alert>
        ) : null}
        {onThisBoard && slug ? (
          <p>
            <RouteLink to="offer" params={{ slug, id: offer.id }} data-testid="publish-view">
              {t('employer.publish.view')}
            </RouteLink>
          </p>
        ) : null}
      </Card>

      <Card aria-labelledby="publish-boards">
        <h2 id="publish-boards">{t('employer.publish.boards')}</h2>
        {boards.length === 0 ? (
          <Muted data-testid="publish-no-board">{t('employer.publish.noBoards')}</Muted>
        ) : (
          <Boards>
            {boards.map((name) => {
              const since = publishedAt(name);
              return (
                <li key={name} data-testid="publish-board" data-board={name}>
                  <strong>{labelOf(name)}</strong>
                  {since ? (
                    <Muted data-testid="publish-board-done">
                      {t('employer.publish.since', {
                        date: readableDate(intl, since, 'medium'),
                      })}
                    </Muted>
                  ) : (
                    // "Publier" beside the board's name, "Publier sur <board>" to assistive
                    // technologies (the name starts with the text shown): the whole label
                    // wrapped into a two-line button beside a long board name on a phone.
                    <Button
                      type="button"
                      disabled={busy !== null || offer.status === 'expired'}
                      onClick={() => void publish([name])}
                      aria-label={t('employer.publish.on', { board: labelOf(name) })}
                      data-testid="publish-button"
                    >
                      {t('employer.publish.button')}
                    </Button>
                  )}
                  {refusal?.board === name && !since ? (
                    <Alert $tone={refusal.tone} role="alert" data-testid="publish-board-refused">
                      {refusal.text}
                    </Alert>
                  ) : null}
                </li>
              );
            })}
          </Boards>
        )}
        {pending.length > 1 && offer.status !== 'expired' ? (
          <Row>
            <Button
              type="button"
              $variant="secondary"
              disabled={busy !== null}
              onClick={() => void publish(pending)}
              data-testid="publish-all"
            >
              {t('employer.publish.all', { count: pending.length })}
            </Button>
          </Row>
        ) : null}
      </Card>

      {checkout ? (
        <Card
          aria-labelledby="publish-single"
          data-testid="single-job-posting"
          data-free={free ? 'true' : 'false'}
        >
          <h2 id="publish-single">
            {t(free ? 'employer.publish.free.title' : 'employer.publish.single.title')}
          </h2>
          <p>
            {free
              ? t('employer.publish.free.body', { board: boardLabel })
              : t('employer.publish.single.body', { board: boardLabel, price })}
          </p>
          <Button
            type="button"
            disabled={busy !== null}
            onClick={() => void startCheckout()}
            data-testid="single-job-posting-checkout"
          >
            {free
              ? t('employer.publish.free.checkout', { board: boardLabel })
              : t('employer.publish.single.checkout', { price })}
          </Button>
        </Card>
      ) : null}

      {!mayPublishHere && !onThisBoard && !checkout && offer.status !== 'expired' ? (
        <Card aria-labelledby="publish-obtain" data-testid="publish-obtain">
          <h2 id="publish-obtain">{t('employer.publish.obtain.title', { board: boardLabel })}</h2>
          <p>{t('employer.publish.obtain.body', { board: boardLabel })}</p>
          {contactUrl ? (
            <p>
              <ButtonLinkExternal
                href={contactUrl}
                target="_blank"
                rel="noopener"
                data-testid="publish-obtain-contact"
              >
                {t('employer.publish.obtain.contact', { board: boardLabel })}
              </ButtonLinkExternal>
            </p>
          ) : (
            <Muted data-testid="publish-obtain-no-contact">
              {t('employer.publish.obtain.noContact', { board: boardLabel })}
            </Muted>
          )}
        </Card>
      ) : null}

      {offer.jobboards.length ? (
        <Card aria-labelledby="publish-remove">
          <h2 id="publish-remove">{t('employer.publish.removeTitle')}</h2>
          <p>{t('employer.publish.removeBody')}</p>
          <ConfirmButton
            question={t('employer.publish.unpublishConfirm')}
            onConfirm={unpublish}
            testId="offer-unpublish"
            variant="secondary"
          >
            {t('employer.publish.unpublish')}
          </ConfirmButton>
        </Card>
      ) : null}
    </Stack>
  );
}
