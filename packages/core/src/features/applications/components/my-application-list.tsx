import type { CandidateApplication } from '@jobboard/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmAction, ItemCard, ItemLine, ItemsOrEmpty } from '../../../components/ui/item-list';
import { Muted } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { useBrand } from '../../../lib/brand';
import { useLang } from '../../../lib/lang';
import { companyName, slugify } from '../../../lib/localize';
import { notify, notifyApiError } from '../../../lib/notify';
import { useMyApplications, withdrawApplication } from '../api/my-applications';
import { StageBadge } from '../../../components/ui/stage';
import { readableDate } from '../../../lib/dates';

function title(application: CandidateApplication, lang: 'fr' | 'en') {
  const { contents, primary_language } = application.offer;
  return contents[lang] ?? contents[primary_language] ?? contents.fr ?? contents.en;
}

/**
 * An offer this board does not show: a link to its page on the board where the application was
 * sent, while it is listed there; else a plain line (it is no longer published anywhere).
 */
function OfferElsewhere({ application }: { application: CandidateApplication }) {
  const intl = useIntl();
  const lang = useLang();
  const there = application.applied_on;
  if (there?.url)
    return (
      <Muted>
        {intl.formatMessage({ id: 'myApplications.offerElsewhere' })}{' '}
        <a href={there.url[lang]} data-testid="offer-elsewhere">
          {intl.formatMessage(
            { id: 'myApplications.offerElsewhereLink' },
            { board: there.label[lang] },
          )}
        </a>
      </Muted>
    );
  return <Muted>{intl.formatMessage({ id: 'myApplications.offerGone' })}</Muted>;
}

function MyApplication({
  application,
  onWithdrawn,
}: {
  application: CandidateApplication;
  onWithdrawn: (list: CandidateApplication[]) => void;
}) {
  const intl = useIntl();
  const lang = useLang();
  const { board } = useBrand();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const content = title(application, lang);
  const { offer } = application;
  const date = (iso: string) => readableDate(intl, iso);
  const withdraw = async () => {
    setBusy(true);
    try {
      const { data } = await withdrawApplication(board, application.id);
      notify.success(intl.formatMessage({ id: 'myApplications.withdrawn' }));
      onWithdrawn(data);
    } catch (error) {
      notifyApiError(error, intl);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  const closed = application.stage === 'withdrawn' || application.stage === 'not_retained';
  return (
    <li>
      <ItemCard
        as="article"
        $gap={2}
        data-testid="my-application"
        data-application-id={application.id}
        data-stage={application.stage}
      >
        <ItemLine $align="center" $rowGap={2}>
          <h2>
            {offer.listed && content ? (
              <RouteLink
                to="offer"
                params={{ slug: content.slug || slugify(content.title), id: offer.id }}
              >
                {content.title}
              </RouteLink>
            ) : (
              content?.title
            )}
          </h2>
          <StageBadge stage={application.stage} />
        </ItemLine>
        <Muted>
          {offer.company
            ? companyName(offer.company, lang)
            : intl.formatMessage({ id: 'offer.confidential' })}
          {' · '}
          {intl.formatMessage(
            { id: 'myApplications.appliedOn' },
            { date: date(application.created_at) },
          )}
          {application.stage !== 'received'
            ? ` · ${intl.formatMessage({ id: 'myApplications.since' }, { date: date(application.stage_changed_at) })}`
            : null}
        </Muted>
        {offer.closed ? (
          <Muted data-testid="employer-closed">
            {intl.formatMessage({ id: 'myApplications.employerClosed' })}
          </Muted>
        ) : !offer.listed ? (
          <OfferElsewhere application={application} />
        ) : null}
        {/* Withdrawn, declined, or its employer gone: nothing left to withdraw it from. */}
        {closed || offer.closed ? null : (
          <ConfirmAction
            ownLine
            asking={asking}
            busy={busy}
            onAsk={() => setAsking(true)}
            onCancel={() => setAsking(false)}
            onConfirm={() => void withdraw()}
            label={intl.formatMessage({ id: 'myApplications.withdraw' })}
            question={intl.formatMessage({ id: 'myApplications.withdrawQuestion' })}
            yes={intl.formatMessage({ id: 'myApplications.withdrawYes' })}
            no={intl.formatMessage({ id: 'myApplications.withdrawNo' })}
            testId="withdraw"
            confirmTestId="withdraw-confirm"
          />
        )}
      </ItemCard>
    </li>
  );
}

/** The candidate's applications, newest first, each with its offer, company, date and stage. */
export function MyApplicationList() {
  const intl = useIntl();
  const { data, mutate } = useMyApplications();
  return (
    <ItemsOrEmpty
      items={data?.data}
      testId="my-applications"
      empty={intl.formatMessage({ id: 'myApplications.empty' })}
    >
      {(application) => (
        <MyApplication
          key={application.id}
          application={application}
          onWithdrawn={(list) => void mutate({ data: list }, { revalidate: false })}
        />
      )}
    </ItemsOrEmpty>
  );
}
