import type {
  Application,
  ApplicationListParams,
  ApplicationsPage,
  EmployerApplicationStage,
} from '@jobboard/contracts';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Alert, Button, Card, Muted, Row } from '../../../components/ui/primitives';
import { useBrand } from '../../../lib/brand';
import { notifyApiError } from '../../../lib/notify';
import { revalidateOnArrival, useApi } from '../../../lib/use-api';
import { StageBadge, StageSelect } from '../../../components/ui/stage';
import {
  applicationDocumentUrl,
  getOfferApplicationsKey,
  openApplication,
  setApplicationStage,
  setApplicationStages,
} from '../api/get-offer-applications';
import type { ListSort } from './list-sort';
import { listQuery, PagedList, useListSearch } from './paged-list';
import { readableDate } from '../../../lib/dates';
import { formatFileSize } from '../../../lib/file-size';
import { offerStageUndo } from './stage-undo';
import { setApplicationRating } from '../api/application-notes';
import { ApplicationNotes } from './application-notes';
import { RatingStars } from './rating-stars';

type SortField = NonNullable<ApplicationListParams['sort']>['field'];
const SORTS: ReadonlyArray<ListSort<SortField>> = [
  { field: 'created_at', direction: 'desc' },
  { field: 'created_at', direction: 'asc' },
  { field: 'last_name', direction: 'asc' },
];

/** The list's params from the page URL (?sort=last_name_asc&page=2). */
export function applicationsQuery(search: URLSearchParams): {
  params: ApplicationListParams;
  page: number;
} {
  const { sort, page } = listQuery(search, SORTS);
  return { params: { sort }, page };
}

const Item = styled(Card)`
  h2 {
    font-size: ${(p) => p.theme.fontSizes.xl};
    margin: 0;
  }
  blockquote {
    margin: ${(p) => p.theme.space[3]} 0;
    padding-left: ${(p) => p.theme.space[3]};
    border-left: 3px solid ${(p) => p.theme.colors.border};
    white-space: pre-line;
  }
  h3 {
    font-size: ${(p) => p.theme.fontSizes.md};
    margin: ${(p) => p.theme.space[3]} 0 0;
  }
  ul {
    margin: ${(p) => p.theme.space[2]} 0 0;
    padding-left: ${(p) => p.theme.space[4]};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
`;
/** A checkbox with a 44 px tap target, in the brand colour. */
const Pick = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  margin: -${(p) => p.theme.space[2]} 0 -${(p) => p.theme.space[2]} -${(p) => p.theme.space[2]};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primary};
    cursor: inherit;
  }
`;
/** The candidate's message, as typed: its line breaks kept, a long word wrapped. */
const Message = styled.blockquote`
  margin: 0;
  padding-left: ${(p) => p.theme.space[3]};
  border-left: 3px solid ${(p) => p.theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[3]};
  margin-top: ${(p) => p.theme.space[3]};
`;
const BulkBar = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  margin-bottom: ${(p) => p.theme.space[3]};
`;

function ApplicationItem(props: {
  application: Application;
  offerId: number;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onChanged: () => void;
}) {
  const { application, offerId } = props;
  const intl = useIntl();
  const { board } = useBrand();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // The rating shows at once. The radios stay enabled while it is saved (disabling the focused
  // one would drop the keyboard's focus mid-arrow): the saves queue, in order, one at a time.
  const [rating, setRating] = useState<number | null | undefined>(undefined);
  const saves = useRef<Promise<unknown>>(Promise.resolve());
  const c = application.candidate;
  const t = (id: string) => intl.formatMessage({ id });
  const withdrawn = application.stage === 'withdrawn';
  // A candidate who deleted their account leaves an application with no name or contact.
  const name = c ? `${c.first_name} ${c.last_name}` : t('employer.applications.deletedCandidate');
  const toggle = async () => {
    const next = !open;
    setOpen(next);
    // The employer's first opening marks it viewed (the server decides; the list follows).
    if (next && application.stage === 'received') {
      try {
        await openApplication(board, offerId, application.id);
        props.onChanged();
      } catch (error) {
        notifyApiError(error, intl);
      }
    }
  };
  const changeStage = async (stage: EmployerApplicationStage) => {
    // The select is not offered on a withdrawn application: its stage is an employer's.
    const previous = application.stage as EmployerApplicationStage;
    setBusy(true);
    try {
      await setApplicationStage(board, offerId, application.id, stage);
      props.onChanged();
      offerStageUndo(
        intl.formatMessage(
          { id: 'employer.applications.stageChanged' },
          { name, stage: t(`application.stage.${stage}`) },
        ),
        async () => {
          await setApplicationStage(board, offerId, application.id, previous);
          props.onChanged();
        },
        intl,
      );
    } catch (error) {
      notifyApiError(error, intl);
    } finally {
      setBusy(false);
    }
  };
  const rate = (value: number | null) => {
    const before = rating === undefined ? application.rating : rating;
    setRating(value);
    saves.current = saves.current.then(async () => {
      try {
        await setApplicationRating(board, offerId, application.id, value);
        props.onChanged();
      } catch (error) {
        setRating(before);
        notifyApiError(error, intl);
      }
    });
  };
  const detailsId = `application-${application.id}-details`;
  return (
    <Item
      as="article"
      data-testid="application"
      data-application-id={application.id}
      data-stage={application.stage}
    >
      <Head>
        {withdrawn ? null : (
          <Pick title={intl.formatMessage({ id: 'employer.applications.select' }, { name })}>
            <input
              type="checkbox"
              checked={props.selected}
              onChange={(e) => props.onSelect(e.target.checked)}
              aria-label={intl.formatMessage({ id: 'employer.applications.select' }, { name })}
              data-testid="application-select"
            />
          </Pick>
        )}
        <h2>{name}</h2>
        <StageBadge stage={application.stage} />
        <Muted>
          {intl.formatMessage(
            { id: 'employer.applications.appliedOn' },
            { date: readableDate(intl, application.created_at, 'medium') },
          )}
        </Muted>
        {application.notes_count ? (
          <Muted data-testid="application-notes-count">
            {intl.formatMessage(
              { id: 'employer.applications.notes.count' },
              { count: application.notes_count },
            )}
          </Muted>
        ) : null}
      </Head>
      {c ? (
        <Row>
          <a href={`mailto:${c.email}`}>{c.email}</a>
          {c.phone_number ? <a href={`tel:${c.phone_number}`}>{c.phone_number}</a> : null}
        </Row>
      ) : (
        <Muted data-testid="application-deleted-candidate">
          {t('employer.applications.deletedCandidateNote')}
        </Muted>
      )}
      <RatingStars
        name={`application-${application.id}-rating`}
        value={rating === undefined ? application.rating : rating}
        onChange={rate}
        candidate={name}
      />
      {withdrawn ? (
        <Alert $tone="info" data-testid="application-withdrawn">
          {t('employer.applications.withdrawn')}
        </Alert>
      ) : (
        <>
          {open ? (
            <div id={detailsId}>
              {application.message ? (
                <>
                  <h3>{t('employer.applications.message')}</h3>
                  <Message data-testid="application-message">{application.message}</Message>
                </>
              ) : null}
              <h3>{t('employer.applications.documents')}</h3>
              {application.documents.length ? (
                <ul>
                  {application.documents.map((d) => (
                    <li key={d.id}>
                      <a
                        href={applicationDocumentUrl(board, offerId, application.id, d.id)}
                        download={d.name}
                        data-testid="application-document"
                        data-type={d.type}
                      >
                        {d.name}
                      </a>{' '}
                      <Muted>
                        ({t(`employer.applications.docType.${d.type}`)},{' '}
                        {formatFileSize(intl, d.size)})
                      </Muted>
                    </li>
                  ))}
                </ul>
              ) : (
                <Muted>{t('employer.applications.noDocuments')}</Muted>
              )}
              <ApplicationNotes
                offerId={offerId}
                applicationId={application.id}
                onAdded={props.onChanged}
              />
            </div>
          ) : null}
          <Actions>
            <Button
              type="button"
              $variant="ghost"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => void toggle()}
              data-testid="application-open"
            >
              {t(open ? 'employer.applications.close' : 'employer.applications.open')}
            </Button>
            <StageSelect
              id={`application-${application.id}-stage`}
              value={application.stage}
              disabled={busy}
              onChange={(stage) => void changeStage(stage)}
            />
          </Actions>
        </>
      )}
    </Item>
  );
}

/** The applications of an offer: sort, pages, documents downloadable by this employer. */
export function ApplicationList({ offerId }: { offerId: number }) {
  const intl = useIntl();
  const { board } = useBrand();
  const { search } = useListSearch();
  const { params, page } = applicationsQuery(search);
  const { data, mutate } = useApi<ApplicationsPage>(
    getOfferApplicationsKey(board, offerId, params, page),
    { revalidateOnMount: revalidateOnArrival(), keepPreviousData: true },
  );
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkStage, setBulkStage] = useState<EmployerApplicationStage | ''>('');
  const [busy, setBusy] = useState(false);
  const selectable = (data?.data ?? []).filter((a) => a.stage !== 'withdrawn').map((a) => a.id);
  const chosen = selected.filter((id) => selectable.includes(id));
  const allChosen = selectable.length > 0 && chosen.length === selectable.length;
  const applyBulk = async () => {
    if (!bulkStage || !chosen.length) return;
    // Each moved application's stage before, to put back on « Annuler » (one call per stage).
    const before = new Map<EmployerApplicationStage, number[]>();
    for (const a of data?.data ?? []) {
      if (!chosen.includes(a.id) || a.stage === bulkStage || a.stage === 'withdrawn') continue;
      before.set(a.stage, [...(before.get(a.stage) ?? []), a.id]);
    }
    const moved = [...before.values()].reduce((n, ids) => n + ids.length, 0);
    setBusy(true);
    try {
      await setApplicationStages(board, offerId, chosen, bulkStage);
      setSelected([]);
      setBulkStage('');
      await mutate();
      if (moved)
        offerStageUndo(
          intl.formatMessage(
            { id: 'employer.applications.stagesChanged' },
            { count: moved, stage: intl.formatMessage({ id: `application.stage.${bulkStage}` }) },
          ),
          async () => {
            for (const [stage, ids] of before)
              await setApplicationStages(board, offerId, ids, stage);
            await mutate();
          },
          intl,
        );
    } catch (error) {
      notifyApiError(error, intl);
    } finally {
      setBusy(false);
    }
  };
  const bulkBar = selectable.length ? (
    <BulkBar aria-label={intl.formatMessage({ id: 'employer.applications.bulk' })}>
      <Pick>
        <input
          type="checkbox"
          checked={allChosen}
          onChange={(e) => setSelected(e.target.checked ? selectable : [])}
          aria-label={intl.formatMessage({ id: 'employer.applications.selectAll' })}
          data-testid="application-select-all"
        />
      </Pick>
      <span aria-live="polite">
        {intl.formatMessage({ id: 'employer.applications.selected' }, { count: chosen.length })}
      </span>
      <StageSelect
        id="applications-bulk-stage"
        value={bulkStage}
        label={intl.formatMessage({ id: 'employer.applications.moveTo' })}
        placeholder={intl.formatMessage({ id: 'employer.applications.chooseStage' })}
        disabled={busy || !chosen.length}
        onChange={setBulkStage}
      />
      <Button
        type="button"
        disabled={busy || !chosen.length || !bulkStage}
        onClick={() => void applyBulk()}
        data-testid="application-bulk-apply"
      >
        {intl.formatMessage({ id: 'employer.applications.apply' })}
      </Button>
    </BulkBar>
  ) : null;
  return (
    <>
      {bulkBar}
      <PagedList
        testId="application-list"
        sort={{
          id: 'applications-sort',
          choices: SORTS,
          current: params.sort!,
          messagePrefix: 'employer.applications.sort.',
        }}
        status={
          <Muted>
            {data
              ? intl.formatMessage({ id: 'employer.offers.applications' }, { count: data.total })
              : null}
          </Muted>
        }
        items={data?.data}
        pages={data && { current: data.current_page, last: data.last_page }}
        loadingHeight={160}
        // No application yet: the empty state alone (not a sort and "0 applications" above it).
        bare={data?.total === 0}
        empty={
          <Alert $tone="info">{intl.formatMessage({ id: 'employer.applications.empty' })}</Alert>
        }
      >
        {(application) => (
          <ApplicationItem
            key={application.id}
            application={application}
            offerId={offerId}
            selected={chosen.includes(application.id)}
            onSelect={(on) =>
              setSelected((list) =>
                on ? [...list, application.id] : list.filter((id) => id !== application.id),
              )
            }
            onChanged={() => void mutate()}
          />
        )}
      </PagedList>
    </>
  );
}
