import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { AdSlot } from '../../components/ui/ad-slot';
import { BrandPicture } from '../../components/ui/brand-picture';
import { Container, Grid } from '../../components/ui/primitives';
import { RouteLink } from '../../components/ui/route-link';
import {
  getBoardAttributesKey,
  useBoardAttributes,
} from '../../features/offers/api/get-board-attributes';
import { getOffersKey, useOffers } from '../../features/offers/api/get-offers';
import { OfferList } from '../../features/offers/components/offer-list';
import { SearchBox } from '../../features/offers/components/search-box';
import { useBrand } from '../../lib/brand';
import { useLang } from '../../lib/lang';
import { attrLabel, sortCategories } from '../../lib/localize';
import { definePage } from '../page';

const LATEST = { per_page: 10 };

const Hero = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[4]};
  margin-bottom: ${(p) => p.theme.space[6]};
  text-align: center;
  /* A definite width before the image loads: a shrink-to-fit <picture> in this centred flex
     column is 0 px wide until then, and the hero's height would jump in (layout shift). */
  picture {
    display: block;
    width: 100%;
    max-width: 960px;
  }
  picture img {
    width: 100%;
    max-width: 960px;
    height: auto;
    aspect-ratio: 960 / 300;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radii.md};
  }
`;
const Section = styled.section`
  margin-bottom: ${(p) => p.theme.space[6]};
`;
const Links = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${(p) => p.theme.space[2]};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`;

function Home() {
  const intl = useIntl();
  const lang = useLang();
  const { manifest } = useBrand();
  const { data: attrs } = useBoardAttributes();
  const { data: latest, isLoading } = useOffers(LATEST);
  const categories = sortCategories(attrs?.data.attributes.category ?? [], lang);
  const cities = (attrs?.data.cities ?? []).filter((c) => c.featured).slice(0, 10);
  return (
    <Container>
      <Hero>
        <BrandPicture
          name="homeHero"
          alt=""
          width={960}
          sizes="(max-width: 992px) 100vw, 960px"
          eager
        />
        <h1>{manifest.title[lang]}</h1>
        <p>{manifest.description[lang]}</p>
        <SearchBox />
      </Hero>
      <Section aria-labelledby="home-categories">
        <h2 id="home-categories">{intl.formatMessage({ id: 'home.categories' })}</h2>
        <Links>
          {categories.map((c) => (
            <li key={c.id}>
              <RouteLink to="jobCategory" params={{ category: c.slug[lang] }}>
                {attrLabel(c, lang)}
              </RouteLink>
            </li>
          ))}
        </Links>
      </Section>
      <Section aria-labelledby="home-cities">
        <h2 id="home-cities">{intl.formatMessage({ id: 'home.cities' })}</h2>
        <Links>
          {cities.map((c) => (
            <li key={c.id}>
              <RouteLink to="findJob" query={{ city: c.id }}>
                {c.label}
              </RouteLink>
            </li>
          ))}
        </Links>
      </Section>
      <AdSlot zone="bigBox" />
      <Section aria-labelledby="home-latest">
        <h2 id="home-latest">{intl.formatMessage({ id: 'home.latest' })}</h2>
        <OfferList offers={latest?.data} loading={isLoading} />
        <p>
          <RouteLink to="findJob">{intl.formatMessage({ id: 'home.allOffers' })}</RouteLink>
        </p>
      </Section>
      <Grid />
    </Container>
  );
}

export default definePage({
  Component: Home,
  keys: ({ brand }) => [getBoardAttributesKey(brand.board), getOffersKey(brand.board, LATEST)],
});
