import type { OfferListItem } from '@jobboard/contracts';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { CompanyLogo } from '../../../components/ui/company-logo';
import { Tag } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { SaveOfferButton } from '../../../components/ui/save-offer-button';
import { langTag, offerContent, offerContentLang } from '../../../lib/job-posting';
import { useLang } from '../../../lib/lang';
import { attrLabel, companyName, slugify } from '../../../lib/localize';
import { useNow } from '../../../lib/now';
import { formatPay, hasPay } from './pay-range';
import { RemoteTag } from './remote-tag';

/*
 * The job card in one of three manifest styles (layout.jobCard): outlined (a border),
 * elevated (a shadow, no border) or accent-bar (a bar of the brand colour at the left).
 *
 * The whole card is one link, and still a single one for assistive technology: the title's
 * <a> stretches over the card with an ::after (no <a> around block content, no second link).
 * The title of an offer already opened takes the muted text colour (:visited).
 *
 * Left column: a 48 px square for the company's logo (the `media` area); the text starts at
 * the left edge when there is none.
 */
const Item = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: 'media body save';
  align-items: start;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid
    ${(p) => (p.theme.layout.jobCard === 'elevated' ? 'transparent' : p.theme.colors.border)};
  border-left: ${(p) =>
    p.theme.layout.jobCard === 'accent-bar' ? `4px solid ${p.theme.colors.primary}` : undefined};
  box-shadow: ${(p) => (p.theme.layout.jobCard === 'elevated' ? p.theme.shadows.md : 'none')};
  border-radius: ${(p) => p.theme.components.card.radius};
  padding: ${(p) => p.theme.components.card.padding};
  transition:
    box-shadow 0.15s ease,
    border-color 0.15s ease;
  &:hover {
    box-shadow: ${(p) => p.theme.shadows.lg};
    border-color: ${(p) =>
      p.theme.layout.jobCard === 'elevated' ? 'transparent' : p.theme.colors.borderStrong};
  }
  .media {
    grid-area: media;
    width: 48px;
    height: 48px;
    margin-right: ${(p) => p.theme.space[3]};
    border-radius: ${(p) => p.theme.radii.sm};
    overflow: hidden;
    flex: none;
  }
  .media img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  .save {
    grid-area: save;
    margin-left: ${(p) => p.theme.space[1]};
  }
  .body {
    grid-area: body;
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space[1]};
    min-width: 0;
  }
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
    line-height: ${(p) => p.theme.lineHeights.tight};
    overflow-wrap: anywhere;
  }
  h3 a {
    color: ${(p) => p.theme.colors.link};
    text-decoration: none;
  }
  h3 a:visited {
    color: ${(p) => p.theme.colors.textMuted};
  }
  .lang-mark {
    display: inline-block;
    margin-left: ${(p) => p.theme.space[2]};
    padding: 0 ${(p) => p.theme.space[1]};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.sm};
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.xs};
    font-weight: 600;
    line-height: 1.5;
    vertical-align: middle;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover h3 a {
    text-decoration: underline;
  }
  h3 a:focus-visible {
    outline: none;
  }
  h3 a:focus-visible::after {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${(p) => p.theme.components.card.radius};
  }
  .where {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  .company {
    color: ${(p) => p.theme.colors.text};
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
  .why {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.text};
    overflow-wrap: anywhere;
  }
  .tags {
    list-style: none;
    margin: ${(p) => p.theme.space[1]} 0 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space[1]};
  }
  .foot {
    margin: ${(p) => p.theme.space[1]} 0 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[3]};
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .pay {
    color: ${(p) => p.theme.colors.text};
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
`;

/** An offer's link: a list item or the full offer (both have titles and slugs). */
export function offerLinkParams(offer: OfferListItem, lang: 'fr' | 'en') {
  const content = offerContent(offer, lang);
  return { slug: content?.slug || slugify(content?.title ?? 'offer'), id: offer.id };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "il y a 3 jours" / "3 days ago": the largest unit that fits the time since `date` (minutes
 * under an hour, hours under a day, days under a month, then months and years); "hier" /
 * "yesterday" for one day. `now` is the render's clock (useNow), never Date.now() in render.
 */
export function postedAgo(intl: IntlShape, date: string, now: number): string {
  const elapsed = Math.max(0, now - Date.parse(date));
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    elapsed < HOUR
      ? [Math.floor(elapsed / MINUTE), 'minute']
      : elapsed < DAY
        ? [Math.floor(elapsed / HOUR), 'hour']
        : elapsed < 30 * DAY
          ? [Math.floor(elapsed / DAY), 'day']
          : elapsed < 365 * DAY
            ? [Math.floor(elapsed / (30 * DAY)), 'month']
            : [Math.floor(elapsed / (365 * DAY)), 'year'];
  return intl.formatRelativeTime(-value, unit, { numeric: 'auto' });
}

/** "70 000 $ – 90 000 $ par année", "À partir de 18 $ de l'heure"; null without an amount. */

export function OfferCard({
  offer,
  withLogo = true,
  note,
}: {
  offer: OfferListItem;
  /** A line under the company and city: why the offer is shown (jobs for you). */
  note?: ReactNode;
  /**
   * False under a company's own heading (companies hiring): its logo and name are shown once,
   * there.
   */
  withLogo?: boolean;
}) {
  const lang = useLang();
  const intl = useIntl();
  const now = useNow();
  const content = offerContent(offer, lang);
  // The visitor's language when the offer has it, else its other version, marked as such.
  const contentLang = offerContentLang(offer, lang);
  // Remote work first, then the schedules and the experience asked for.
  const facts = [
    ...offer.attributes.filter((a) => a.type === 'schedule'),
    ...offer.attributes.filter((a) => a.type === 'experience'),
  ];
  return (
    <Item data-testid="offer-card">
      {/* Decorative: the company's name is written below the title. */}
      {withLogo ? (
        <CompanyLogo
          className="media"
          name={offer.is_confidential || !offer.company ? null : companyName(offer.company, lang)}
          logo={offer.company?.logo}
          size={48}
          decorative
        />
      ) : null}
      <div className="body">
        <h3 lang={contentLang === lang ? undefined : langTag(contentLang)}>
          <RouteLink to="offer" params={offerLinkParams(offer, lang)}>
            {content?.title}
            {contentLang !== lang ? (
              // Written in the other language only: a mark, and its words for screen readers.
              <>
                <span className="lang-mark" aria-hidden="true" data-testid="offer-lang-mark">
                  {contentLang.toUpperCase()}
                </span>
                <span className="visually-hidden" lang={langTag(lang)}>
                  {` (${intl.formatMessage({ id: 'offer.writtenIn' }, { language: contentLang })})`}
                </span>
              </>
            ) : null}
          </RouteLink>
        </h3>
        {withLogo ? (
          <p className="where">
            <span className="company">
              {offer.is_confidential || !offer.company
                ? intl.formatMessage({ id: 'offer.confidential' })
                : companyName(offer.company, lang)}
            </span>
            {offer.city ? ` · ${offer.city.label}` : ''}
          </p>
        ) : offer.city ? (
          // Under its company's heading: the name is written once, there.
          <p className="where">{offer.city.label}</p>
        ) : null}
        {note ? <p className="why">{note}</p> : null}
        {facts.length || offer.remote ? (
          <ul className="tags">
            {offer.remote ? (
              <li>
                <RemoteTag testId="offer-remote">
                  {intl.formatMessage({ id: 'offer.remote' })}
                </RemoteTag>
              </li>
            ) : null}
            {facts.map((a) => (
              <li key={a.id}>
                <Tag>{attrLabel(a, lang)}</Tag>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="foot">
          {hasPay(offer.salary) ? (
            <span className="pay" data-testid="offer-pay">
              {formatPay(intl, offer.salary)}
            </span>
          ) : null}
          <time dateTime={offer.created_at} data-testid="offer-posted">
            {postedAgo(intl, offer.created_at, now)}
          </time>
        </p>
      </div>
      {/* Above the title's stretched link (z-index), so that it is a button of its own. */}
      <SaveOfferButton className="save" offerId={offer.id} title={content?.title ?? ''} />
    </Item>
  );
}
