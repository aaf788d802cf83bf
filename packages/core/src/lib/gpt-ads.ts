/**
 * Google Publisher Tag (docs/privacy.md): the ad network's script and its slots. Imported on
 * demand by an ad slot once the visitor has accepted advertising, never before: without that
 * consent no request leaves for the ad network's origins.
 *
 * What the page asks of GPT: creatives in cross-origin SafeFrames (the page's CSP is GPT's
 * documented one: packages/server/src/plugins/security.ts), lazy loading (a slot is fetched as
 * it nears the viewport), empty slots collapsed, non-personalised ads when the visitor refused audience measurement, and a
 * `slotRenderEnded` event per slot, which alone decides whether the slot is shown.
 */

export const GPT_URL = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';

/** The small part of GPT's API the page uses (stand-ins in tests implement the same). */
interface GptSlot {
  addService(service: GptPubAds): GptSlot;
  getSlotElementId(): string;
}
interface SlotRenderEndedEvent {
  slot: GptSlot;
  isEmpty: boolean;
}
interface GptPubAds {
  setForceSafeFrame(force: boolean): GptPubAds;
  setPrivacySettings(settings: { nonPersonalizedAds?: boolean }): GptPubAds;
  enableLazyLoad(config?: {
    fetchMarginPercent?: number;
    renderMarginPercent?: number;
    mobileScaling?: number;
  }): void;
  collapseEmptyDivs(collapseBeforeAdFetch?: boolean): boolean;
  addEventListener(type: 'slotRenderEnded', listener: (event: SlotRenderEndedEvent) => void): void;
}
export interface Googletag {
  cmd: Array<() => void> | { push(fn: () => void): void };
  pubads(): GptPubAds;
  defineSlot(unitPath: string, size: [number, number], elementId: string): GptSlot | null;
  enableServices(): void;
  display(elementId: string): void;
  destroySlots(slots?: GptSlot[]): boolean;
}

declare global {
  interface Window {
    googletag?: Googletag;
  }
}

export interface AdRequest {
  /** The ad unit path of the brand's zone (manifest adZones). */
  unit: string;
  size: [number, number];
  /** The slot's element; it is given an id if it has none. */
  element: HTMLElement;
  /** Audience measurement refused: ads that use no profile of the visitor. */
  nonPersonalized: boolean;
  /** Called with true when the network filled the slot, false when it left it empty. */
  onRender: (filled: boolean) => void;
}

const renderListeners = new Map<string, (filled: boolean) => void>();
let started = false;
let nextId = 0;

function googletag(): Googletag {
  window.googletag ??= { cmd: [] } as unknown as Googletag;
  return window.googletag;
}

/** Runs `fn` once GPT is there (its command queue: GPT runs the ones pushed before it loaded). */
function whenReady(fn: () => void): void {
  googletag().cmd.push(fn);
}

function start(): void {
  if (started) return;
  started = true;
  whenReady(() => {
    const pubads = googletag().pubads();
    // Every creative in a cross-origin SafeFrame, before any slot loads: a creative rendered in
    // a frame of this origin would run under the page's policy, which admits no inline script.
    pubads.setForceSafeFrame(true);
    pubads.enableLazyLoad({ fetchMarginPercent: 100, renderMarginPercent: 50, mobileScaling: 2 });
    pubads.collapseEmptyDivs(true);
    pubads.addEventListener('slotRenderEnded', (event) => {
      renderListeners.get(event.slot.getSlotElementId())?.(!event.isEmpty);
    });
    googletag().enableServices();
  });
  const script = document.createElement('script');
  script.src = GPT_URL;
  script.async = true;
  // The page's nonce (app/start.ts keeps it), as Google's policy asks of gpt.js's tag; what
  // gpt.js loads then runs by 'strict-dynamic'.
  const { __nonce__: nonce } = window as unknown as { __nonce__?: string };
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

/**
 * Defines and displays one slot; returns what removes it (the slot's component unmounts, or
 * the visitor withdrew advertising consent).
 */
export function showAd(request: AdRequest): () => void {
  start();
  const id = request.element.id || `gpt-slot-${++nextId}`;
  request.element.id = id;
  renderListeners.set(id, request.onRender);
  let slot: GptSlot | null = null;
  let removed = false;
  whenReady(() => {
    if (removed) return;
    const tag = googletag();
    // Applies to the requests that follow: a visitor who changes their choice gets it at once.
    tag.pubads().setPrivacySettings({ nonPersonalizedAds: request.nonPersonalized });
    slot = tag.defineSlot(request.unit, request.size, id);
    if (!slot) return;
    slot.addService(tag.pubads());
    tag.display(id);
  });
  return () => {
    removed = true;
    renderListeners.delete(id);
    if (slot) {
      const done = slot;
      whenReady(() => googletag().destroySlots([done]));
    }
  };
}
