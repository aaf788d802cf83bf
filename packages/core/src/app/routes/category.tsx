import { useIntl } from 'react-intl';
import { data, useParams } from 'react-router-dom';
import { Container, PageTitle } from '../../components/ui/primitives';
import { RouteLink } from '../../components/ui/route-link';
import {
  type BoardAttributes,
  getBoardAttributesKey,
  useBoardAttributes,
} from '../../features/offers/api/get-board-attributes';
import { getOffersKey, useOffers } from '../../features/offers/api/get-offers';
import { OfferList } from '../../features/offers/components/offer-list';
import type { Attribute, AttributeType } from '@jobboard/contracts';
import { ATTRIBUTE_TYPES } from '../../config/constants';
import { useLang } from '../../lib/lang';
import { attrLabel, findBySlug } from '../../lib/localize';
import { definePage } from '../page';

const FILTERABLE: Partial<
  Record<AttributeType, 'category' | 'specialization' | 'schedule' | 'experience'>
> = {
  category: 'category',
  specialization: 'specialization',
  schedule: 'schedule',
  experience: 'experience',
};

function findAttribute(
  attrs: BoardAttributes['data'] | undefined,
  type: string | undefined,
  slug: string | undefined,
): Attribute | undefined {
  if (!attrs || !type || !(ATTRIBUTE_TYPES as readonly string[]).includes(type)) return undefined;
  return findBySlug(attrs.attributes[type as AttributeType], slug);
}

const filtersOf = (a: Attribute) => {
  const name = FILTERABLE[a.type];
  return name ? { [name]: [a.id] } : {};
};

function CategoryPage() {
  const intl = useIntl();
  const lang = useLang();
  const { type, slug } = useParams();
  const { data: attrs } = useBoardAttributes();
  const attribute = findAttribute(attrs?.data, type, slug);
  const { data: offers, isLoading } = useOffers(attribute ? filtersOf(attribute) : {});
  if (!attribute) return null;
  const children = (attrs?.data.attributes.specialization ?? []).filter(
    (s) => s.parent_id === attribute.id,
  );
  return (
    <Container>
      <PageTitle>{attrLabel(attribute, lang)}</PageTitle>
      {children.length ? (
        <ul>
          {children.map((s) => (
            <li key={s.id}>
              <RouteLink
                to="jobCategorySpecialization"
                params={{ category: attribute.slug[lang], specialization: s.slug[lang] }}
              >
                {attrLabel(s, lang)}
              </RouteLink>
            </li>
          ))}
        </ul>
      ) : null}
      <h2>
        {intl.formatMessage({ id: 'category.offers' }, { label: attrLabel(attribute, lang) })}
      </h2>
      <OfferList offers={offers?.data} loading={isLoading} />
    </Container>
  );
}

export default definePage({
  Component: CategoryPage,
  keys: ({ brand }) => [getBoardAttributesKey(brand.board)],
  dependentKeys: (ctx, peek) => {
    const a = findAttribute(
      peek<BoardAttributes>(getBoardAttributesKey(ctx.brand.board))?.data,
      ctx.params.type,
      ctx.params.slug,
    );
    return a ? [getOffersKey(ctx.brand.board, filtersOf(a))] : [];
  },
  // An unknown type or slug is a 404 (thrown from `redirect`, which runs after the data).
  redirect: (ctx, peek) => {
    const a = findAttribute(
      peek<BoardAttributes>(getBoardAttributesKey(ctx.brand.board))?.data,
      ctx.params.type,
      ctx.params.slug,
    );
    if (!a) throw data(null, { status: 404 });
    return null;
  },
  head: (ctx) => {
    const a = findAttribute(
      ctx.peek<BoardAttributes>(getBoardAttributesKey(ctx.brand.board))?.data,
      ctx.params.type,
      ctx.params.slug,
    );
    if (!a) return {};
    return {
      title: attrLabel(a, ctx.lang),
      description: ctx.intl.formatMessage(
        { id: 'search.description' },
        { label: ctx.brand.manifest.label[ctx.lang], category: attrLabel(a, ctx.lang) },
      ),
      localizedParams: {
        fr: { type: a.type, slug: a.slug.fr },
        en: { type: a.type, slug: a.slug.en },
      },
    };
  },
});
