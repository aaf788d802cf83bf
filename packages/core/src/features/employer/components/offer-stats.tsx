import type { DataOf, OfferBoardStats, OfferStats } from '@jobboard/contracts';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card, Grid, Muted, Tag } from '../../../components/ui/primitives';
import { useBrand } from '../../../lib/brand';
import { useEmployerMe } from '../../../lib/get-employer-me';
import { useLang } from '../../../lib/lang';
import { revalidateOnArrival, useApi } from '../../../lib/use-api';
import { getOfferStatsKey } from '../api/get-offer-stats';
import { boardLabeler } from './board-label';

/** « 2 déc. », "Dec 2": a day of the period (a calendar date, read in UTC). */
function shortDay(intl: IntlShape, date: string): string {
  const text = intl.formatDate(`${date}T00:00:00Z`, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return intl.locale.startsWith('fr') ? text.replace(/^1(?=\s)/, '1er') : text;
}

const Section = styled.section`
  margin-bottom: ${(p) => p.theme.space[5]};
  h2 {
    font-size: ${(p) => p.theme.fontSizes.xl};
    margin: 0 0 ${(p) => p.theme.space[1]};
  }
  > p {
    margin: 0 0 ${(p) => p.theme.space[3]};
  }
`;

/** Cards as tall as their own content: one board's open table does not stretch its neighbours. */
const Boards = styled(Grid)`
  align-items: start;
`;

const BoardCard = styled(Card)`
  margin: 0;
  min-width: 0;
  h3 {
    font-size: ${(p) => p.theme.fontSizes.lg};
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
  }
  dl {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
    margin: ${(p) => p.theme.space[3]} 0;
  }
  dt {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.xl};
    font-weight: ${(p) => p.theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
  figure {
    margin: 0;
  }
  figcaption {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
    margin-bottom: ${(p) => p.theme.space[2]};
  }
  details {
    margin-top: ${(p) => p.theme.space[3]};
  }
  summary {
    cursor: pointer;
    color: ${(p) => p.theme.colors.link};
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[2]};
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    text-align: right;
  }
  th:first-child,
  td:first-child {
    text-align: left;
    white-space: nowrap;
  }
`;

/** Bars of the views, a diamond over the days that brought applications: two shapes, one colour. */
const Chart = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${(p) => p.theme.space[1]};
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
  .scale {
    display: flex;
    flex-direction: column;
    justify-content: space-between;
    text-align: right;
    height: 96px;
    font-variant-numeric: tabular-nums;
  }
  .days {
    display: flex;
    align-items: flex-end;
    gap: 1px;
    height: 96px;
    border-bottom: 1px solid ${(p) => p.theme.colors.borderStrong};
  }
  .day {
    flex: 1 1 0;
    min-width: 0;
    height: 100%;
    display: flex;
    flex-direction: column;
    justify-content: flex-end;
    align-items: center;
  }
  .bar {
    width: 100%;
    max-width: 14px;
    background: ${(p) => p.theme.colors.primary};
    border-radius: 2px 2px 0 0;
  }
  .applied {
    width: 7px;
    height: 7px;
    margin-bottom: 3px;
    transform: rotate(45deg);
    background: ${(p) => p.theme.colors.surface};
    border: 2px solid ${(p) => p.theme.colors.text};
    flex: none;
  }
  .axis {
    grid-column: 2;
    display: flex;
    justify-content: space-between;
  }
  .legend {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space[3]};
    margin-top: ${(p) => p.theme.space[1]};
  }
  .legend span {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[1]};
  }
  .legend .bar {
    display: inline-block;
    width: 10px;
    height: 10px;
  }
  .legend .applied {
    display: inline-block;
    margin: 0 2px;
  }
`;

function BoardStats({ stats, label }: { stats: OfferBoardStats; label: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const n = (value: number) => intl.formatNumber(value);
  const { totals, days } = stats;
  const top = Math.max(1, ...days.map((d) => d.views));
  const middle = days[Math.floor(days.length / 2)];
  const headingId = `offer-stats-${stats.board}`;
  return (
    <BoardCard aria-labelledby={headingId} data-testid="offer-board-stats" data-board={stats.board}>
      <h3 id={headingId}>
        {label}
        {stats.published ? null : <Tag>{t('employer.stats.unpublished')}</Tag>}
      </h3>
      <dl>
        <div>
          <dt>{t('employer.stats.views')}</dt>
          <dd data-testid="stats-views">{n(totals.views)}</dd>
        </div>
        <div>
          <dt>{t('employer.stats.applyClicks')}</dt>
          <dd data-testid="stats-apply-clicks">{n(totals.apply_clicks)}</dd>
        </div>
        <div>
          <dt>{t('employer.stats.applications')}</dt>
          <dd data-testid="stats-applications">{n(totals.applications)}</dd>
        </div>
        <div>
          <dt>{t('employer.stats.rate')}</dt>
          <dd data-testid="stats-rate">
            {totals.application_rate === null
              ? '—'
              : intl.formatNumber(totals.application_rate, {
                  style: 'percent',
                  maximumFractionDigits: 1,
                })}
          </dd>
        </div>
      </dl>
      <figure>
        <figcaption>{t('employer.stats.chartCaption')}</figcaption>
        {/* The figures of every bar are in the table below: the drawing is for the eye only. */}
        <Chart aria-hidden="true">
          <div className="scale">
            <span>{n(top)}</span>
            <span>0</span>
          </div>
          <div className="days">
            {days.map((d) => (
              <div
                key={d.date}
                className="day"
                title={t('employer.stats.dayTitle', {
                  date: shortDay(intl, d.date),
                  views: d.views,
                  applications: d.applications,
                })}
              >
                {d.applications > 0 ? <span className="applied" /> : null}
                {d.views > 0 ? (
                  <span className="bar" style={{ height: `${(d.views / top) * 100}%` }} />
                ) : null}
              </div>
            ))}
          </div>
          <div className="axis">
            <span>{shortDay(intl, days[0]!.date)}</span>
            {middle ? <span>{shortDay(intl, middle.date)}</span> : null}
            <span>{shortDay(intl, days.at(-1)!.date)}</span>
          </div>
          <div className="legend">
            <span>
              <span className="bar" /> {t('employer.stats.views')}
            </span>
            <span>
              <span className="applied" /> {t('employer.stats.daysWithApplications')}
            </span>
          </div>
        </Chart>
      </figure>
      <details>
        <summary>{t('employer.stats.table')}</summary>
        <table>
          <caption className="visually-hidden">
            {t('employer.stats.tableCaption', { board: label })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('employer.stats.day')}</th>
              <th scope="col">{t('employer.stats.views')}</th>
              <th scope="col">{t('employer.stats.applyClicks')}</th>
              <th scope="col">{t('employer.stats.applications')}</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((d) => (
              <tr key={d.date}>
                <th scope="row">{shortDay(intl, d.date)}</th>
                <td>{n(d.views)}</td>
                <td>{n(d.apply_clicks)}</td>
                <td>{n(d.applications)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </BoardCard>
  );
}

/**
 * An offer's statistics, board by board (docs/employers.md#offer-statistics): the last 30 days'
 * views, Apply clicks, applications and share of views that applied, and a chart per board
 * whose figures are also in a table.
 */
export function OfferStatsPanel({ offerId }: { offerId: number }) {
  const intl = useIntl();
  const lang = useLang();
  const { board } = useBrand();
  const { employer } = useEmployerMe();
  const { data } = useApi<DataOf<OfferStats>>(getOfferStatsKey(board, offerId), {
    revalidateOnMount: revalidateOnArrival(),
  });
  const stats = data?.data;
  if (!stats) return null;
  const labelOf = boardLabeler(employer?.team, lang);
  return (
    <Section aria-labelledby="offer-stats-title" data-testid="offer-stats">
      <h2 id="offer-stats-title">{intl.formatMessage({ id: 'employer.stats.title' })}</h2>
      <Muted as="p">
        {intl.formatMessage(
          { id: 'employer.stats.period' },
          { from: shortDay(intl, stats.from), to: shortDay(intl, stats.to) },
        )}
      </Muted>
      {stats.boards.length ? (
        <Boards $min="340px">
          {stats.boards.map((b) => (
            <BoardStats key={b.board} stats={b} label={labelOf(b.board)} />
          ))}
        </Boards>
      ) : (
        <p data-testid="offer-stats-none">{intl.formatMessage({ id: 'employer.stats.none' })}</p>
      )}
    </Section>
  );
}
