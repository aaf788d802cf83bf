import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useConsent } from '../../lib/consent';
import { AD_SIZES, adFits, type AdZone } from './ad-sizes';

/**
 * The zone, centred at the format's width. Until the ad network says it filled the slot the
 * zone takes no space at all (no reserved band, no label): a visitor who refused advertising,
 * an empty slot or a blocked script leave no hole in the page. It stays in the layout (height
 * 0, not display: none) so that the network's lazy loading can see it near the viewport.
 */
const Zone = styled.div<{ $w: number; $filled: boolean }>`
  width: ${(p) => p.$w}px;
  max-width: 100%;
  margin: ${(p) => (p.$filled ? `${p.theme.space[4]} auto` : '0 auto')};
  ${(p) => (p.$filled ? '' : 'height: 0; overflow: hidden;')}
`;
/* "Publicité" as Jobboom and Indeed label theirs: small, muted, right-aligned above the ad. */
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
/* The slot at the format's size once filled (the network's iframe inside). */
const Slot = styled.div<{ $h: number; $filled: boolean }>`
  width: 100%;
  height: ${(p) => (p.$filled ? `${p.$h}px` : '0')};
  overflow: hidden;
`;

/**
 * A zone that has a unit (AdSlot, ad-slot.tsx), its own chunk: an empty, zero-height element;
 * once the visitor has accepted advertising, the ad loader (another chunk) asks Google Publisher
 * Tag for the unit, and the zone opens at the format's size under a "Publicité" label only when
 * an ad came.
 */
export function AdUnit({ zone, unit }: { zone: AdZone; unit: string }) {
  const intl = useIntl();
  const { choice } = useConsent();
  const [filled, setFilled] = useState(false);
  const slotRef = useRef<HTMLDivElement>(null);
  const advertising = choice?.advertising === true;
  const nonPersonalized = choice?.measurement !== true;

  useEffect(() => {
    const element = slotRef.current;
    if (!advertising || !element || !adFits(zone, window.innerWidth)) return;
    const { width, height } = AD_SIZES[zone];
    let cancelled = false;
    let remove: (() => void) | undefined;
    import('../../lib/gpt-ads')
      .then((ads) => {
        if (cancelled) return;
        remove = ads.showAd({
          unit,
          size: [width, height],
          element,
          nonPersonalized,
          onRender: (isFilled) => {
            if (!cancelled) setFilled(isFilled);
          },
        });
      })
      // No ad loader (offline, a deploy replaced it): the zone stays closed.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      remove?.();
      setFilled(false);
    };
  }, [unit, advertising, nonPersonalized, zone]);

  const { width, height } = AD_SIZES[zone];
  return (
    <Zone
      $w={width}
      $filled={filled}
      data-ad-zone={zone}
      data-ad-state={filled ? 'filled' : 'closed'}
      aria-hidden={filled ? undefined : true}
    >
      {filled && <Label>{intl.formatMessage({ id: 'layout.advertisement' })}</Label>}
      <Slot ref={slotRef} $h={height} $filled={filled} data-ad-unit={unit} />
    </Zone>
  );
}
