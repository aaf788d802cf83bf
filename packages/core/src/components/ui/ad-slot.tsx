import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useBrand } from '../../lib/brand';

export const AD_SIZES = {
  leaderboard: { width: 728, height: 90 },
  bigBox: { width: 300, height: 250 },
  mobile: { width: 320, height: 50 },
} as const;
export type AdZone = keyof typeof AD_SIZES;

const Slot = styled.div<{ $w: number; $h: number; $wide: boolean }>`
  width: ${(p) => p.$w}px;
  max-width: 100%;
  height: ${(p) => p.$h}px;
  margin: ${(p) => p.theme.space[4]} auto;
  overflow: hidden;
  contain: strict;
  /* Until the ad network fills it, the reserved box reads as an ad space, not as a broken one. */
  display: flex;
  align-items: center;
  justify-content: center;
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.xs};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  /* A format wider than a phone (the 728 px leaderboard) is not served there: no band at all. */
  ${(p) =>
    p.$wide
      ? `display: none;
  ${p.theme.media.md} {
    display: block;
  }`
      : ''}
`;

/**
 * A reserved ad slot (SPEC §1 ad zones): rendered only when the brand has an id for the zone,
 * always at its fixed size so that the ad script filling it shifts nothing. A format wider than
 * a phone screen (the leaderboard) is reserved from 768 px up only.
 */
export function AdSlot({ zone }: { zone: AdZone }) {
  const intl = useIntl();
  const { manifest } = useBrand();
  const id = manifest.adZones[zone];
  if (!id) return null;
  const { width, height } = AD_SIZES[zone];
  return (
    <Slot
      $w={width}
      $h={height}
      $wide={width > 390}
      data-ad-zone={zone}
      data-ad-unit={id}
      aria-hidden="true"
    >
      {intl.formatMessage({ id: 'layout.advertisement' })}
    </Slot>
  );
}
