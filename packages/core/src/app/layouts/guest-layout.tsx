import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { BrandPicture } from '../../components/ui/brand-picture';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { MAIN_CONTENT_ID } from '../../components/ui/primitives';
import { RouteLink } from '../../components/ui/route-link';
import { useBrand } from '../../lib/brand';
import { useLang } from '../../lib/lang';

const Page = styled.div`
  position: relative;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[4]};
  padding: ${(p) => p.theme.space[7]} ${(p) => p.theme.space[3]} ${(p) => p.theme.space[5]};
  background: ${(p) => p.theme.colors.footerBg};
  color: ${(p) => p.theme.colors.footerText};
  a.switch:focus-visible,
  header > a:focus-visible {
    outline-color: ${(p) => p.theme.colors.footerFocus};
  }
  /* Both links are 44 px tap targets. */
  /* The switcher in the page's top corner (out of the centred column), still in the banner. */
  a.switch {
    position: absolute;
    top: ${(p) => p.theme.space[2]};
    right: ${(p) => p.theme.space[2]};
    color: inherit;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    min-width: 44px;
    padding: 0 ${(p) => p.theme.space[2]};
  }
  header > a:not(.switch) {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    line-height: 0;
  }
`;
/* The switcher and the logo in a banner landmark, laid out as they were directly in the page. */
const GuestHeader = styled.header`
  width: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[4]};
`;
const CardBox = styled.main.attrs({ id: MAIN_CONTENT_ID, tabIndex: -1 })`
  width: 100%;
  max-width: 480px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border-radius: ${(p) => p.theme.components.card.radius};
  box-shadow: ${(p) => p.theme.shadows.lg};
  padding: ${(p) => p.theme.space[5]};
  ${(p) => p.theme.media.md} {
    padding: ${(p) => p.theme.space[6]};
  }
`;
const Small = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/** The guest layout: centered card on a dark background, switcher, logo, copyright. */
export function GuestLayout() {
  const intl = useIntl();
  const lang = useLang();
  const { manifest, theme } = useBrand();
  const label = manifest.label[lang];
  return (
    <Page>
      {/* Every visible piece in a landmark: banner, main, contentinfo. */}
      <GuestHeader>
        <LanguageSwitcher className="switch" />
        <RouteLink to="home" aria-label={intl.formatMessage({ id: 'layout.homeOf' }, { label })}>
          <BrandPicture
            name={theme.logo.placements.guestCard}
            alt={label}
            width={theme.logo.maxWidth.publicHeader}
            eager
          />
        </RouteLink>
      </GuestHeader>
      <CardBox>
        <Outlet />
      </CardBox>
      <footer>
        <Small>
          {intl.formatMessage(
            { id: 'footer.copyright' },
            { year: new Date().getFullYear(), label },
          )}
        </Small>
      </footer>
    </Page>
  );
}
