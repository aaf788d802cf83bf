import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { BrandPicture, brandPictureHeight } from '../../components/ui/brand-picture';
import { RouteLink } from '../../components/ui/route-link';
import { useBrand } from '../../lib/brand';
import { useLang } from '../../lib/lang';
import { narrowHeader } from './header-bar';

/*
 * The logo's box is its display height (the picture's height attribute), at most 40 px on a phone
 * and in the narrow header, so that a phone's header stays within 64 px. The height is set rather
 * than capped: with both sides auto the picture is 0 px wide until the file arrives (what sits
 * beside or under it moves when it loads, a layout shift); with a height its width follows from
 * the ratio of its width and height attributes before it loads.
 */
const LogoLink = styled(RouteLink)<{ $logoHeight: number }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  line-height: 0;
  img {
    width: auto;
    height: min(40px, ${(p) => p.$logoHeight}px);
    ${(p) => p.theme.media.md} {
      height: ${(p) => p.$logoHeight}px;
    }
    ${narrowHeader} {
      height: min(40px, ${(p) => p.$logoHeight}px);
    }
  }
`;

/** Both headers' home link: the brand's logo for that header, its room taken before it loads. */
export function HeaderLogo({ placement }: { placement: 'publicHeader' | 'employerHeader' }) {
  const intl = useIntl();
  const lang = useLang();
  const { images, manifest, theme } = useBrand();
  const label = manifest.label[lang];
  const name = theme.logo.placements[placement];
  const width = theme.logo.maxWidth[placement];
  return (
    <LogoLink
      to="home"
      aria-label={intl.formatMessage({ id: 'layout.homeOf' }, { label })}
      $logoHeight={brandPictureHeight(images, name, width) ?? 40}
    >
      <BrandPicture name={name} alt={label} width={width} eager />
    </LogoLink>
  );
}
