import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useBrand } from '../../lib/brand';

export const AD_SIZES = {
  leaderboard: { width: 728, height: 90 },
  bigBox: { width: 300, height: 250 },
  mobile: { width: 320, height: 50 },
} as const;
export type AdZone = keyof typeof AD_SIZES;

/* The zone: the label line and the slot under it, centred in the page at the format's width. */
const Zone = styled.div<{ $w: number; $wide: boolean }>`
  width: ${(p) => p.$w}px;
  max-width: 100%;
  margin: ${(p) => p.theme.space[4]} auto;
  /* A format wider than a phone (the 728 px leaderboard) is not served there: no band at all. */
  ${(p) =>
    p.$wide
      ? `display: none;
  ${p.theme.media.md} {
    display: block;
  }`
      : ''}
`;
/* "Publicité" as Jobboom and Indeed label theirs: small, muted, right-aligned above the slot, on
   a line of fixed height (reserved with the slot, so nothing moves when the ad arrives). */
const Label = styled.span`
  display: block;
  height: 16px;
  margin-bottom: 2px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 11px;
  line-height: 16px;
  letter-spacing: 0.06em;
  text-align: right;
  text-transform: uppercase;
`;
/* The slot itself at the format's fixed size; until the ad network fills it, a quiet outline. */
const Slot = styled.div<{ $h: number }>`
  width: 100%;
  height: ${(p) => p.$h}px;
  overflow: hidden;
  contain: strict;
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
`;

/**
 * A reserved ad slot (the brand's ad zones, docs/brands.md): rendered only when the brand has an id
 * for the zone, always at its fixed size so that the ad script filling it shifts nothing, under a
 * small "Publicité" / "Advertisement" label aligned right. A format wider than a phone screen (the
 * leaderboard) is reserved from 768 px up only.
 */
export function AdSlot({ zone }: { zone: AdZone }) {
  const intl = useIntl();
  const { manifest } = useBrand();
  const id = manifest.adZones[zone];
  if (!id) return null;
  const { width, height } = AD_SIZES[zone];
  return (
    <Zone $w={width} $wide={width > 390} data-ad-zone={zone} aria-hidden="true">
      <Label>{intl.formatMessage({ id: 'layout.advertisement' })}</Label>
      <Slot $h={height} data-ad-unit={id} />
    </Zone>
  );
}
