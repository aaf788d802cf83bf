import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { AdSlot } from '../../components/ui/ad-slot';
import { BrandPicture } from '../../components/ui/brand-picture';
import { ButtonLink } from '../../components/ui/button-link';
import { Card, Container } from '../../components/ui/primitives';
import { RouteLink } from '../../components/ui/route-link';
import {
  homeAttributeTypes,
  getBoardAttributesKey,
  useBoardCategories,
} from '../../features/offers/api/get-board-attributes';
import { getOffersKey, useOffers } from '../../features/offers/api/get-offers';
import { OfferList } from '../../features/offers/components/offer-list';
import { SearchBox } from '../../features/offers/components/search-box';
import { useBrand } from '../../lib/brand';
import { hasSessionHint } from '../../lib/get-me';
import { useLang } from '../../lib/lang';
import { lazyComponent } from '../../lib/lazy-component';
import { useAfterHydration } from '../../lib/saved-offers';
import { attrLabel } from '../../lib/localize';
import { definePage } from '../page';
import { catalogs } from '../../i18n';

/* The latest offers, with the facet counts: the categories that have open offers on this board. */
const LATEST = { per_page: 10, facets: true };
/** Categories shown on the home, most offers first; the find-a-job page lists them all. */
const TOP_CATEGORIES = 12;
/** The board's cities shown on the home, most offers first. */
const TOP_CITIES = 10;

/*
 * The home hero, one of three manifest variants (layout.hero): the brand's homeHero image under
 * a tinted overlay, the brand colour, or a gradient from it to the secondary hue. Its height
 * comes from its text and padding, never from the image (object-fit), so nothing moves when the
 * image or the web font arrives. The artwork never lies under the text, at any width: a band
 * above the headline below 992 px, the right 38 % of the hero from there (the text column keeps
 * to the left 60 % of the container, which ends left of 62 % of the viewport at every width from
 * 992 px: the container is at most 1140 px wide), its left edge fading into the hero colour.
 */
const Hero = styled.section`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  /* Clipped on the sides only: the search box's suggestion and city lists hang below the hero
     (a browser without overflow: clip keeps hidden, which cuts them at its bottom edge). */
  overflow: clip visible;
  margin: calc(-1 * ${(p) => p.theme.space[5]}) 0 ${(p) => p.theme.components.section.gap};
  padding: ${(p) => p.theme.components.hero.paddingY} 0;
  color: ${(p) => p.theme.colors.heroText};
  background: ${(p) =>
    p.theme.layout.hero === 'gradient'
      ? `linear-gradient(135deg, ${p.theme.colors.heroBg} 0%, ${p.theme.colors.heroBgEnd} 100%)`
      : p.theme.colors.heroBg};
  .art {
    position: relative;
    z-index: -2;
    height: clamp(72px, 20vw, 160px);
    margin: calc(-1 * ${(p) => p.theme.components.hero.paddingY}) 0 ${(p) => p.theme.space[5]};
    ${(p) => p.theme.media.lg} {
      position: absolute;
      inset: 0 0 0 62%;
      height: auto;
      margin: 0;
      mask-image: linear-gradient(to right, transparent, #000 35%);
    }
  }
  .art picture,
  .art img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: cover;
    object-position: right center;
  }
  ${(p) => p.theme.media.lg} {
    &[data-variant='image'] .text {
      max-width: 60%;
    }
  }
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: ${(p) => (p.theme.layout.hero === 'image' ? p.theme.colors.heroOverlay : 'none')};
  }
  h1 {
    font-size: ${(p) => p.theme.fontSizes['2xl']};
    margin-bottom: ${(p) => p.theme.space[3]};
    ${(p) => p.theme.media.md} {
      font-size: ${(p) => p.theme.fontSizes['4xl']};
    }
  }
  p {
    margin: 0 0 ${(p) => p.theme.space[5]};
    max-width: 60ch;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  a:focus-visible,
  button:focus-visible {
    outline-color: ${(p) => p.theme.colors.heroText};
  }
  /* On a hero of the primary colour the primary button would vanish: the search button takes
     the secondary fill (and its states) there. */
  form button[type='submit'] {
    background: ${(p) => p.theme.colors.secondary};
    color: ${(p) => p.theme.colors.onSecondary};
    border-color: ${(p) => p.theme.colors.secondary};
  }
  form button[type='submit']:hover:not(:disabled) {
    background: ${(p) => p.theme.colors.secondaryHover};
    border-color: ${(p) => p.theme.colors.secondaryHover};
  }
  form button[type='submit']:active:not(:disabled) {
    background: ${(p) => p.theme.colors.secondaryActive};
  }
`;
const Section = styled.section`
  margin-bottom: ${(p) => p.theme.space[6]};
`;
/* Category and city links as tiles in the brand's shape (radius, density). */
const Links = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${(p) => p.theme.space[2]};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  a {
    display: block;
    height: 100%;
    padding: ${(p) => p.theme.components.button.paddingY} ${(p) => p.theme.space[3]};
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.components.button.radius};
    text-decoration: none;
    transition: border-color 0.15s ease;
  }
  a:hover {
    border-color: ${(p) => p.theme.colors.link};
  }
  /* A category tile: its name, then how many offers it has, on one line when they fit. */
  .count {
    display: block;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

/* The cities, short names with their counts: two columns on a phone rather than ten full-width
   rows, each still a 44 px tap target; the tiles' grid from 576 px. */
const CityLinks = styled(Links)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${(p) => p.theme.media.sm} {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  }
  a {
    display: flex;
    flex-direction: column;
    justify-content: center;
    min-height: 44px;
    overflow-wrap: anywhere;
  }
`;

/* The welcome of a board with no offer yet: the newsletter for candidates, the first offer for
   employers, side by side from 768 px. */
const Welcome = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space[4]};
  margin-bottom: ${(p) => p.theme.space[6]};
  ${(p) => p.theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
  > h2,
  > p {
    grid-column: 1 / -1;
    margin: 0;
  }
  > p {
    max-width: 65ch;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`;
const WelcomeCard = styled(Card)`
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${(p) => p.theme.space[3]};
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

// Only an empty board's home shows it (the footer has its own, loaded as it nears the viewport).
const NewsletterForm = lazyComponent(() =>
  import('../../features/newsletter/components/newsletter-form').then((m) => ({
    default: m.NewsletterForm,
  })),
);

function EmptyBoard() {
  const intl = useIntl();
  const lang = useLang();
  const { manifest } = useBrand();
  const label = manifest.label[lang];
  return (
    <Welcome aria-labelledby="home-welcome" data-testid="home-welcome">
      <h2 id="home-welcome">{intl.formatMessage({ id: 'home.empty.title' })}</h2>
      <p>{intl.formatMessage({ id: 'home.empty.intro' }, { label })}</p>
      <WelcomeCard as="div">
        <h3>{intl.formatMessage({ id: 'home.empty.candidates' })}</h3>
        <p>{intl.formatMessage({ id: 'home.empty.candidatesText' })}</p>
        <Suspense fallback={null}>
          <NewsletterForm id="home-newsletter" />
        </Suspense>
      </WelcomeCard>
      <WelcomeCard as="div">
        <h3>{intl.formatMessage({ id: 'home.empty.employers' })}</h3>
        <p>{intl.formatMessage({ id: 'home.empty.employersText' }, { label })}</p>
        <ButtonLink to="employerRegister" data-testid="home-first-offer">
          {intl.formatMessage({ id: 'home.empty.firstOffer' })}
        </ButtonLink>
      </WelcomeCard>
    </Welcome>
  );
}

/*
 * The offers this browser viewed last (lib/recent.ts): read from localStorage, so shown only once
 * the page has hydrated (the server's HTML never has it), and its code is loaded only then, and
 * only if the list has an offer.
 */
const RecentOffers = lazy(() => import('../../features/offers/components/recent-offers'));
/*
 * « Offres pour vous » of a signed-in candidate: asked of the API after hydration (the server's
 * page, cached for visitors, never waits on it), by code loaded only then, and only in a browser
 * that holds a candidate's session (its hint cookie).
 */
const RecommendedOffers = lazy(() => import('../../features/offers/components/recommended-offers'));

/**
 * Whether this browser has viewed an offer of the board, read once the page has hydrated by the
 * code that keeps the list (lib/recent.ts, not part of the page's first load).
 */
function useHasRecentOffers(board: string): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    let current = true;
    import('../../lib/recent')
      .then((recent) => current && setHas(recent.getRecentOffers(board).length > 0))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [board]);
  return has;
}

/** A tile's name and its number of offers (« 7 emplois »). */
function Counted({ label, count }: { label: string; count: number }) {
  const intl = useIntl();
  return (
    <>
      {label}
      <span className="count">{intl.formatMessage({ id: 'home.categoryCount' }, { count })}</span>
    </>
  );
}

function Home() {
  const intl = useIntl();
  const hydrated = useAfterHydration();
  const lang = useLang();
  const { board, manifest, theme } = useBrand();
  const hasRecentOffers = useHasRecentOffers(board);
  const { data: attrs } = useBoardCategories();
  const { data: latest, isLoading } = useOffers(LATEST);
  // A board with no offer yet welcomes and says what happens next, instead of empty lists.
  const empty = latest?.meta.total === 0;
  // The board's categories that have open offers, most offers first (the facet counts).
  const categoryById = new Map((attrs?.data.attributes.category ?? []).map((c) => [c.id, c]));
  const categories = (latest?.facets?.category ?? []).flatMap(({ id, count }) => {
    const category = categoryById.get(id);
    return category && count > 0 ? [{ category, count }] : [];
  });
  // A board of one category browses by its specializations instead of a section of one tile.
  const specializationById = new Map(
    (attrs?.data.attributes.specialization ?? []).map((sp) => [sp.id, sp]),
  );
  const specializations =
    categories.length <= 1
      ? (latest?.facets?.specialization ?? []).flatMap(({ id, count }) => {
          const specialization = specializationById.get(id);
          const parent =
            specialization?.parent_id != null ? categoryById.get(specialization.parent_id) : null;
          return specialization && parent && count > 0 ? [{ specialization, parent, count }] : [];
        })
      : [];
  // The board's own cities with open offers, most offers first (the facet counts): a tile never
  // leads to « Aucun emploi » (the listed cities of Quebec did, 6 of 10 on a specialised board).
  const cityById = new Map((attrs?.data.cities ?? []).map((c) => [c.id, c]));
  const cities = (latest?.facets?.city ?? [])
    .flatMap(({ id, count }) => {
      const city = cityById.get(id);
      return city && count > 0 ? [{ city, count }] : [];
    })
    .slice(0, TOP_CITIES);
  return (
    <>
      <Hero data-variant={theme.layout.hero}>
        {theme.layout.hero === 'image' ? (
          <div className="art" data-testid="hero-art">
            <BrandPicture
              name="homeHero"
              alt=""
              width={960}
              sizes="(min-width: 992px) 38vw, 100vw"
              eager
            />
          </div>
        ) : null}
        <Container>
          <div className="text" data-testid="hero-text">
            <h1>{manifest.title[lang]}</h1>
            <p>{manifest.description[lang]}</p>
            <SearchBox />
          </div>
        </Container>
      </Hero>
      <Container>
        {empty ? (
          <EmptyBoard />
        ) : (
          <>
            {/* Their code comes only for those who have something in them: a visitor with no
                session and no offer viewed yet (most first visits) downloads neither. */}
            {hydrated && hasSessionHint() ? (
              <Suspense fallback={null}>
                <RecommendedOffers />
              </Suspense>
            ) : null}
            {hasRecentOffers ? (
              <Suspense fallback={null}>
                <RecentOffers />
              </Suspense>
            ) : null}
            {specializations.length > 1 ? (
              <Section aria-labelledby="home-specializations">
                <h2 id="home-specializations">
                  {intl.formatMessage({ id: 'home.specializations' })}
                </h2>
                <Links data-testid="home-specialization-list">
                  {specializations
                    .slice(0, TOP_CATEGORIES)
                    .map(({ specialization, parent, count }) => (
                      <li key={specialization.id}>
                        <RouteLink
                          to="jobCategorySpecialization"
                          params={{
                            category: parent.slug[lang],
                            specialization: specialization.slug[lang],
                          }}
                        >
                          <Counted label={attrLabel(specialization, lang)} count={count} />
                        </RouteLink>
                      </li>
                    ))}
                </Links>
              </Section>
            ) : (
              <Section aria-labelledby="home-categories">
                <h2 id="home-categories">{intl.formatMessage({ id: 'home.categories' })}</h2>
                <Links data-testid="home-category-list">
                  {categories.slice(0, TOP_CATEGORIES).map(({ category, count }) => (
                    <li key={category.id}>
                      <RouteLink to="jobCategory" params={{ category: category.slug[lang] }}>
                        <Counted label={attrLabel(category, lang)} count={count} />
                      </RouteLink>
                    </li>
                  ))}
                </Links>
                {/* Only when some are left out: a board of one or two trades lists them all. */}
                {categories.length > TOP_CATEGORIES ? (
                  <p>
                    <RouteLink to="findJob" data-testid="home-all-categories">
                      {intl.formatMessage(
                        { id: 'home.allCategories' },
                        { count: categories.length },
                      )}
                    </RouteLink>
                  </p>
                ) : null}
              </Section>
            )}
            {cities.length ? (
              <Section aria-labelledby="home-cities">
                <h2 id="home-cities">{intl.formatMessage({ id: 'home.cities' })}</h2>
                <CityLinks data-testid="home-city-list">
                  {cities.map(({ city, count }) => (
                    <li key={city.id}>
                      <RouteLink to="findJob" query={{ city: city.id }}>
                        <Counted label={city.label} count={count} />
                      </RouteLink>
                    </li>
                  ))}
                </CityLinks>
              </Section>
            ) : null}
            <AdSlot zone="bigBox" />
            <Section aria-labelledby="home-latest">
              <h2 id="home-latest">{intl.formatMessage({ id: 'home.latest' })}</h2>
              <OfferList offers={latest?.data} loading={isLoading} />
              <p>
                <RouteLink to="findJob">{intl.formatMessage({ id: 'home.allOffers' })}</RouteLink>
              </p>
            </Section>
          </>
        )}
      </Container>
    </>
  );
}

export default definePage({
  prepare: catalogs('home'),
  Component: Home,
  keys: ({ brand }) => [
    getBoardAttributesKey(brand.board, homeAttributeTypes(brand.manifest.categoryIds)),
    getOffersKey(brand.board, LATEST),
  ],
});
