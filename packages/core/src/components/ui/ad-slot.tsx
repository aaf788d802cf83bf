import { memo, Suspense } from 'react';
import { useBrand } from '../../lib/brand';
import { lazyComponent } from '../../lib/lazy-component';
import type { AdZone } from './ad-sizes';

export { AD_SIZES, adFits, type AdZone } from './ad-sizes';

// Not part of a page's first load: the zone stays closed until the visitor has accepted
// advertising and an ad came, so its code is fetched as React hydrates the page (lazyComponent).
const AdUnit = lazyComponent(() => import('./ad-unit').then((m) => ({ default: m.AdUnit })));

/**
 * One of the brand's ad zones (manifest adZones, docs/privacy.md). A brand without a unit for
 * the zone renders nothing (and fetches no code); otherwise the zone of that unit (ad-unit.tsx).
 * Memoized: a re-render of the page that reached the zone while it still waits for its chunk
 * (the server's HTML, not hydrated yet) would make React drop that HTML and render it anew.
 */
export const AdSlot = memo(function AdSlot({ zone }: { zone: AdZone }) {
  const unit = useBrand().manifest.adZones[zone];
  if (!unit) return null;
  return (
    <Suspense fallback={null}>
      <AdUnit zone={zone} unit={unit} />
    </Suspense>
  );
});
