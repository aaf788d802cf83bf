import type { CandidateApplication } from '@jobboard/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Alert, Button, Card, Muted } from '../../../components/ui/primitives';
import { ButtonLink } from '../../../components/ui/button-link';
import { RouteLink } from '../../../components/ui/route-link';
import { useBrand } from '../../../lib/brand';
import { useLang } from '../../../lib/lang';
import { companyName, slugify } from '../../../lib/localize';
import { notify, notifyApiError } from '../../../lib/notify';
import { useMyApplications, withdrawApplication } from '../api/my-applications';
import { StageBadge } from './stage';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space[3]};
`;
const Item = styled(Card)`
  display: grid;
  gap: ${(p) => p.theme.space[2]};
  margin: 0;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;
const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
`;
const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
`;

function title(application: CandidateApplication, lang: 'fr' | 'en') {
  const { contents, primary_language } = application.offer;
  return contents[lang] ?? contents[primary_language] ?? contents.fr ?? contents.en;
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
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' });
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
      <Item
        as="article"
        data-testid="my-application"
        data-application-id={application.id}
        data-stage={application.stage}
      >
        <Line>
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
        </Line>
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
        {!offer.listed ? (
          <Muted>{intl.formatMessage({ id: 'myApplications.offerGone' })}</Muted>
        ) : null}
        {closed ? null : asking ? (
          <Confirm role="group" aria-live="polite">
            <span>{intl.formatMessage({ id: 'myApplications.withdrawQuestion' })}</span>
            <Button
              type="button"
              $variant="danger"
              disabled={busy}
              onClick={() => void withdraw()}
              data-testid="withdraw-confirm"
            >
              {intl.formatMessage({ id: 'myApplications.withdrawYes' })}
            </Button>
            <Button type="button" $variant="ghost" disabled={busy} onClick={() => setAsking(false)}>
              {intl.formatMessage({ id: 'myApplications.withdrawNo' })}
            </Button>
          </Confirm>
        ) : (
          <div>
            <Button
              type="button"
              $variant="ghost"
              onClick={() => setAsking(true)}
              data-testid="withdraw"
            >
              {intl.formatMessage({ id: 'myApplications.withdraw' })}
            </Button>
          </div>
        )}
      </Item>
    </li>
  );
}

/** The candidate's applications, newest first, each with its offer, company, date and stage. */
export function MyApplicationList() {
  const intl = useIntl();
  const { data, mutate } = useMyApplications();
  if (!data) return null;
  if (!data.data.length)
    return (
      <Alert $tone="info" data-testid="my-applications-empty">
        <span>{intl.formatMessage({ id: 'myApplications.empty' })}</span>
        <ButtonLink to="findJob">
          {intl.formatMessage({ id: 'myApplications.findJobs' })}
        </ButtonLink>
      </Alert>
    );
  return (
    <List data-testid="my-applications">
      {data.data.map((application) => (
        <MyApplication
          key={application.id}
          application={application}
          onWithdrawn={(list) => void mutate({ data: list }, { revalidate: false })}
        />
      ))}
    </List>
  );
}
