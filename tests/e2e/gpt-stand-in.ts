import type { BrowserContext, Page, Route } from 'playwright-core';

/** Google Publisher Tag's address (packages/core/src/lib/gpt-ads.ts). */
export const GPT_URL = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';
/** Any request to the ad network's origins. */
export const AD_NETWORK = /^https:\/\/([a-z0-9-]+\.)*(doubleclick\.net|googlesyndication\.com)\//;

/** A creative's own script, from an ad server of no list (gpt.js adds such scripts to the page). */
export const CREATIVE_SCRIPT_URL = 'https://creatives.ad-server.test/creative.js';
/** A SafeFrame: a creative's markup on an origin of its own (setForceSafeFrame(true)). */
export const SAFE_FRAME_URL =
  'https://stand-in.safeframe.googlesyndication.com/safeframe/1-0-0/html/container.html';
/** What an inline creative script says to the page when it ran. */
const INLINE_CREATIVE_RAN = 'gpt-stand-in:inline-creative';

/**
 * A stand-in for gpt.js (Google is not reachable here): the small googletag API the page uses,
 * recording what it was asked in `window.__gpt`. It fills the slots whose ad unit matches
 * `fill` with a block of the slot's size, and leaves the others empty, as the network would
 * when it has no ad to serve; each gets its `slotRenderEnded` event. It does what gpt.js does
 * that a strict Content-Security-Policy refuses, recording whether each worked: it evaluates
 * code made at run time (`eval`), adds a creative's script from an ad server of no list to the
 * page (`creativeScript`), and renders each filled slot's creative, an inline script, in a
 * SafeFrame when the page forced them (another origin, under no policy of the page's), else in
 * a frame of the page's own origin, which inherits the page's policy (`inlineCreative`).
 */
export function gptStandIn(fill: RegExp): string {
  return `(() => {
  const FILL = new RegExp(${JSON.stringify(fill.source)});
  const record = (window.__gpt = { privacy: [], lazy: null, collapse: false, enabled: false, forceSafeFrame: false, eval: null, creativeScript: false, inlineCreative: false, defined: [], destroyed: [] });
  try { record.eval = (0, eval)('1 + 1') === 2; } catch { record.eval = false; }
  window.addEventListener('message', (event) => {
    if (event.data === ${JSON.stringify(INLINE_CREATIVE_RAN)}) record.inlineCreative = true;
  });
  const queued = (window.googletag && Array.isArray(window.googletag.cmd)) ? window.googletag.cmd : [];
  const gt = (window.googletag = window.googletag || {});
  const listeners = [];
  const slots = new Map();
  const pubads = {
    setForceSafeFrame(force) { record.forceSafeFrame = force; return pubads; },
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
        const creative = document.createElement('iframe');
        creative.style.cssText = 'position:absolute;width:1px;height:1px;border:0;opacity:0';
        if (record.forceSafeFrame) creative.src = ${JSON.stringify(SAFE_FRAME_URL)};
        else creative.srcdoc = ${JSON.stringify(`<script>parent.postMessage(${JSON.stringify(INLINE_CREATIVE_RAN)}, '*')</script>`)};
        ad.appendChild(creative);
        element.appendChild(ad);
        const script = document.createElement('script');
        script.src = ${JSON.stringify(CREATIVE_SCRIPT_URL)};
        document.head.appendChild(script);
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
  const served: Record<string, { contentType: string; body: string }> = {
    [GPT_URL]: { contentType: 'text/javascript', body: gptStandIn(fill) },
    [CREATIVE_SCRIPT_URL]: {
      contentType: 'text/javascript',
      body: 'window.__gpt.creativeScript = true;',
    },
    [SAFE_FRAME_URL]: {
      contentType: 'text/html',
      body: `<!doctype html><script>parent.postMessage(${JSON.stringify(INLINE_CREATIVE_RAN)}, '*')</script>`,
    },
  };
  const serve = async (route: Route) => {
    const url = route.request().url();
    requested.push(url);
    const answer = Object.hasOwn(served, url) ? served[url] : undefined;
    if (answer) await route.fulfill({ status: 200, ...answer });
    else await route.abort();
  };
  await target.route(AD_NETWORK, serve);
  await target.route(CREATIVE_SCRIPT_URL, serve);
  return requested;
}
