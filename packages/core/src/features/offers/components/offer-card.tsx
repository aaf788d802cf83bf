import type { OfferListItem } from '@jobboard/contracts';
import { FormattedDate, useIntl } from 'react-intl';
import styled from 'styled-components';
import { CompanyLogo } from '../../../components/ui/company-logo';
import { Muted, Tag } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { offerContent } from '../../../lib/job-posting';
import { useLang } from '../../../lib/lang';
import { attrLabel, companyName, slugify } from '../../../lib/localize';
import { PayRange } from './pay-range';

/*
 * The job card in one of three manifest styles (layout.jobCard): outlined (a border),
 * elevated (a shadow, no border) or accent-bar (a bar of the brand colour at the left).
 */
const Item = styled.article`
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid
    ${(p) => (p.theme.layout.jobCard === 'elevated' ? 'transparent' : p.theme.colors.border)};
  border-left: ${(p) =>
    p.theme.layout.jobCard === 'accent-bar' ? `4px solid ${p.theme.colors.primary}` : undefined};
  box-shadow: ${(p) => (p.theme.layout.jobCard === 'elevated' ? p.theme.shadows.md : 'none')};
  border-radius: ${(p) => p.theme.components.card.radius};
  padding: ${(p) => p.theme.components.card.padding};
  /* The company's logo in a 48 px column at the left, the text beside it. */
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr);
  column-gap: ${(p) => p.theme.space[3]};
  row-gap: ${(p) => p.theme.space[2]};
  align-content: start;
  & > .logo {
    grid-row: span 4;
  }
  & > :not(.logo) {
    grid-column: 2;
  }
  transition: box-shadow 0.15s ease;
  &:hover {
    box-shadow: ${(p) => p.theme.shadows.lg};
  }
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  h3 a {
    text-decoration: none;
  }
  .tags {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space[1]};
  }
`;

/** An offer's link: a list item or the full offer (both have titles and slugs). */
export function offerLinkParams(offer: OfferListItem, lang: 'fr' | 'en') {
  const content = offerContent(offer, lang);
  return { slug: content?.slug || slugify(content?.title ?? 'offer'), id: offer.id };
}

export function OfferCard({ offer }: { offer: OfferListItem }) {
  const lang = useLang();
  const intl = useIntl();
  const content = offerContent(offer, lang);
  const schedules = offer.attributes.filter((a) => a.type === 'schedule');
  return (
    <Item data-testid="offer-card">
      {/* Decorative: the company's name is written below the title. */}
      <CompanyLogo
        className="logo"
        name={offer.is_confidential || !offer.company ? null : companyName(offer.company, lang)}
        logo={offer.company?.logo}
        size={48}
        decorative
      />
      <h3>
        <RouteLink to="offer" params={offerLinkParams(offer, lang)}>
          {content?.title}
        </RouteLink>
      </h3>
      <Muted>
        {offer.is_confidential || !offer.company
          ? intl.formatMessage({ id: 'offer.confidential' })
          : companyName(offer.company, lang)}
        {offer.city ? ` · ${offer.city.label}` : ''}
      </Muted>
      <PayRange salary={offer.salary} />
      <div className="tags">
        {schedules.map((s) => (
          <Tag key={s.id}>{attrLabel(s, lang)}</Tag>
        ))}
      </div>
      <Muted>
        <time dateTime={offer.created_at}>
          <FormattedDate value={offer.created_at} year="numeric" month="long" day="numeric" />
        </time>
      </Muted>
    </Item>
  );
}
