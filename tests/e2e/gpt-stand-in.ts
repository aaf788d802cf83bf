import type { BrowserContext, Page } from 'playwright-core';

/** Google Publisher Tag's address (packages/core/src/lib/gpt-ads.ts). */
export const GPT_URL = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';
/** Any request to the ad network's origins. */
export const AD_NETWORK = /^https:\/\/([a-z0-9-]+\.)*(doubleclick\.net|googlesyndication\.com)\//;

/**
 * A stand-in for gpt.js (Google is not reachable here): the small googletag API the page uses,
 * recording what it was asked in `window.__gpt`. It fills the slots whose ad unit matches
 * `fill` with a block of the slot's size, and leaves the others empty, as the network would
 * when it has no ad to serve; each gets its `slotRenderEnded` event.
 */
export function gptStandIn(fill: RegExp): string {
  return `(() => {
  const FILL = new RegExp(${JSON.stringify(fill.source)});
  const record = (window.__gpt = { privacy: [], lazy: null, collapse: false, enabled: false, defined: [], destroyed: [] });
  const queued = (window.googletag && Array.isArray(window.googletag.cmd)) ? window.googletag.cmd : [];
  const gt = (window.googletag = window.googletag || {});
  const listeners = [];
  const slots = new Map();
  const pubads = {
    setPrivacySettings(settings) { record.privacy.push({ ...settings }); return pubads; },
    enableLazyLoad(config) { record.lazy = config || {}; },
    collapseEmptyDivs() { record.collapse = true; return true; },
    addEventListener(type, listener) { if (type === 'slotRenderEnded') listeners.push(listener); return pubads; },
  };
  gt.pubads = () => pubads;
  gt.defineSlot = (unit, size, id) => {
    const slot = { unit, size, id, addService: () => slot, getSlotElementId: () => id, getAdUnitPath: () => unit };
    slots.set(id, slot);
    record.defined.push(unit);
    return slot;
  };
  gt.enableServices = () => { record.enabled = true; };
  gt.display = (id) => {
    const slot = slots.get(id);
    if (!slot) return;
    setTimeout(() => {
      if (!slots.has(id)) return;
      const filled = FILL.test(slot.unit);
      const element = document.getElementById(id);
      if (filled && element) {
        const ad = document.createElement('div');
        ad.dataset.testAd = slot.unit;
        ad.style.width = slot.size[0] + 'px';
        ad.style.height = slot.size[1] + 'px';
        ad.style.background = '#c7d7f0';
        ad.textContent = 'Test ad ' + slot.unit;
        element.appendChild(ad);
      }
      for (const listener of listeners) listener({ slot, isEmpty: !filled });
    }, 30);
  };
  gt.destroySlots = (list) => { for (const slot of list || []) { slots.delete(slot.id); record.destroyed.push(slot.unit); } return true; };
  gt.cmd = { push(fn) { fn(); return 1; } };
  for (const fn of queued) fn();
})();`;
}

/**
 * Serves the stand-in for gpt.js and refuses every other request to the ad network; returns the
 * list of ad-network URLs the page asked for (the stand-in's own included).
 */
export async function routeAdNetwork(
  target: BrowserContext | Page,
  fill: RegExp = /leaderboard|bigbox/,
): Promise<string[]> {
  const requested: string[] = [];
  await target.route(AD_NETWORK, async (route) => {
    const url = route.request().url();
    requested.push(url);
    if (url === GPT_URL)
      await route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: gptStandIn(fill),
      });
    else await route.abort();
  });
  return requested;
}
