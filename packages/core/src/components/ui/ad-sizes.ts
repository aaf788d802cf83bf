/* The ad formats (ad-slot.tsx), apart so that the zone's own chunk (ad-unit.tsx) shares them. */

export const AD_SIZES = {
  leaderboard: { width: 728, height: 90 },
  bigBox: { width: 300, height: 250 },
  mobile: { width: 320, height: 50 },
} as const;
export type AdZone = keyof typeof AD_SIZES;

/** Whether a format fits the screen: a wider one (the 728 px leaderboard on a phone) is not asked for. */
export function adFits(zone: AdZone, viewportWidth: number): boolean {
  return AD_SIZES[zone].width <= viewportWidth;
}
