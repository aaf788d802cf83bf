/**
 * Reading a V8 CPU profile (`node --cpu-prof`, or the server's /dev/cpu-profile routes): where the
 * main thread spent its time. Self time of a frame is the samples with it on top of the stack;
 * inclusive time counts a sample once for every distinct frame on its stack (a recursive function
 * is not counted twice), which says under which handler or render step the time went.
 * Work in other threads (password hashing, compression) does not appear: it is not on the main thread.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
export interface CpuProfile {
  nodes: CpuProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface FrameTime {
  frame: string;
  us: number;
}

export interface ProfileSummary {
  /** Microseconds between the profile's start and end. */
  totalUs: number;
  /** Microseconds the thread was not idle (what it did, the garbage collector included). */
  busyUs: number;
  selfTime: FrameTime[];
  byPackage: FrameTime[];
  inclusive: FrameTime[];
}

/** A file's place as a reader wants it: inside node_modules, or from packages/ on. */
function where(url: string): string {
  if (!url) return '';
  const clean = url.replace(/^file:\/\//, '');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) return clean.slice(nm + '/node_modules/'.length);
  const pk = clean.indexOf('/packages/');
  return pk >= 0 ? clean.slice(pk + 1) : clean;
}

/** The package a frame belongs to (node_modules/<pkg>, our packages/<name>, node internals). */
function owner(url: string): string {
  if (!url) return '(native / VM)';
  if (url.startsWith('node:')) return 'node: internals';
  // The site's server build: its chunks are named after what they hold (react-intl-<hash>.js).
  const chunk = /\/\.generated\/ssr\/(?:assets\/)?([^/]+?)(?:-[\w-]{8})?\.js$/.exec(url);
  if (chunk) return `ssr: ${chunk[1]}`;
  const w = where(url);
  if (w === url.replace(/^file:\/\//, ''))
    return w.startsWith('/') ? w.split('/').slice(-2, -1)[0]! : w;
  const parts = w.split('/');
  if (w.startsWith('packages/')) return parts.slice(0, 2).join('/');
  // .pnpm/<name@version>/node_modules/<name>/… → <name>
  const inner = w.lastIndexOf('node_modules/');
  const rest = (inner >= 0 ? w.slice(inner + 'node_modules/'.length) : w).split('/');
  return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
}

const frameKey = (node: CpuProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const w = where(url);
  return `${functionName || '(anonymous)'}  ${w ? `${w}:${lineNumber + 1}` : ''}`;
};

const sorted = (map: Map<string, number>): FrameTime[] =>
  [...map].map(([frame, us]) => ({ frame, us })).sort((a, b) => b.us - a.us);

/** Frames that say nothing of where the time went (the loop itself, anonymous wrappers). */
const UNNAMED =
  /^\((root|program|idle|garbage collector)\)|^\(anonymous\)\s*$|runMicrotasks|processTicksAndRejections|^(emit|listOnTimeout|processTimers)\s/;

export function summarizeProfile(profile: CpuProfile): ProfileSummary {
  const selfUs = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!;
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const byFrame = new Map<string, number>();
  const byOwner = new Map<string, number>();
  let idleUs = 0;
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0;
    if (!us) continue;
    const key = frameKey(node);
    byFrame.set(key, (byFrame.get(key) ?? 0) + us);
    const { functionName, url } = node.callFrame;
    if (functionName === '(idle)') idleUs += us;
    const o =
      functionName === '(idle)' || functionName === '(garbage collector)'
        ? functionName
        : owner(url);
    byOwner.set(o, (byOwner.get(o) ?? 0) + us);
  }
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
  const stackKeys = new Map<number, string[]>();
  const keysOf = (id: number): string[] => {
    let keys = stackKeys.get(id);
    if (keys) return keys;
    const set = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      set.add(frameKey(nodeById.get(at)!));
    keys = [...set];
    stackKeys.set(id, keys);
    return keys;
  };
  const inclusive = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const us = profile.timeDeltas[i] ?? 0;
    for (const key of keysOf(profile.samples[i]!))
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
  }
  const totalUs = profile.endTime - profile.startTime;
  return {
    totalUs,
    busyUs: totalUs - idleUs,
    selfTime: sorted(byFrame),
    byPackage: sorted(byOwner),
    inclusive: sorted(inclusive).filter(({ frame }) => !UNNAMED.test(frame)),
  };
}

/** Rows of "  12 ms  3.4 %  frame" for a list of frame times, against `totalUs`. */
export function frameRows(
  frames: FrameTime[],
  totalUs: number,
  count: number,
  indent = '  ',
): string[] {
  return frames
    .slice(0, count)
    .map(
      ({ frame, us }) =>
        `${indent}${(us / 1000).toFixed(0).padStart(7)} ms ${((us / totalUs) * 100).toFixed(1).padStart(5)} %  ${frame}`,
    );
}

/**
 * The profile a script's argument names: the file, or the largest .cpuprofile of a folder (the
 * server's main thread; `node --cpu-prof` writes one file per thread). Exits with a message
 * when there is none.
 */
export function readProfileArgument(
  target: string | undefined,
  usage: string,
): { file: string; profile: CpuProfile } {
  if (!target) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  const file = statSync(target).isDirectory()
    ? readdirSync(target)
        .filter((f) => f.endsWith('.cpuprofile'))
        .map((f) => path.join(target, f))
        .sort((a, b) => statSync(b).size - statSync(a).size)[0]
    : target;
  if (!file) {
    console.error(`no .cpuprofile in ${target}`);
    process.exit(2);
  }
  return { file, profile: JSON.parse(readFileSync(file, 'utf8')) as CpuProfile };
}
