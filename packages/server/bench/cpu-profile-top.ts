/**
 * Top self-time frames of a V8 CPU profile (`node --cpu-prof`, e.g. `pnpm bench:load --cpu-prof
 * <dir>`): `tsx packages/server/bench/cpu-profile-top.ts <file-or-dir> [count]`.
 *
 * Prints the frames where the main thread itself spent its time (self time, not counting callees),
 * then the same time summed by package (node_modules/<pkg>, our packages/<name>, node: internals),
 * which says more than one hot function when the cost is spread over a library.
 * Work done in libuv's thread pool (scrypt, zlib) does not appear: it is not on the main thread.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [target, countArg] = process.argv.slice(2);
if (!target) {
  console.error('usage: cpu-profile-top.ts <file.cpuprofile | dir> [count]');
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
const count = Number(countArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

// Self time per node: each sample's delta goes to the node on top of the stack.
const selfUs = new Map<number, number>();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i]!;
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const totalUs = profile.endTime - profile.startTime;

function where(url: string): string {
  if (!url) return '';
  const clean = url.replace(/^file:\/\//, '');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) return clean.slice(nm + '/node_modules/'.length);
  const pk = clean.indexOf('/packages/');
  return pk >= 0 ? clean.slice(pk + 1) : clean;
}
function owner(url: string): string {
  if (!url) return '(native / VM)';
  if (url.startsWith('node:')) return 'node: internals';
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

const byFrame = new Map<string, number>();
const byOwner = new Map<string, number>();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (!us) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const w = where(url);
  const key = `${functionName || '(anonymous)'}  ${w ? `${w}:${lineNumber + 1}` : ''}`;
  byFrame.set(key, (byFrame.get(key) ?? 0) + us);
  const o =
    functionName === '(idle)'
      ? '(idle)'
      : functionName === '(garbage collector)'
        ? '(garbage collector)'
        : owner(url);
  byOwner.set(o, (byOwner.get(o) ?? 0) + us);
}

const pct = (us: number) => `${((us / totalUs) * 100).toFixed(1).padStart(5)} %`;
const ms = (us: number) => `${(us / 1000).toFixed(0).padStart(7)} ms`;
console.log(
  `${file}: ${(totalUs / 1e6).toFixed(1)} s profiled\n\ntop ${count} frames by self time:`,
);
for (const [key, us] of [...byFrame].sort((a, b) => b[1] - a[1]).slice(0, count))
  console.log(`${ms(us)} ${pct(us)}  ${key}`);
console.log('\nself time by package:');
for (const [key, us] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`${ms(us)} ${pct(us)}  ${key}`);

// Inclusive time: each sample's delta counts once for every distinct frame on its stack (a
// recursive function is not counted twice). Says which handler or render step the time is under.
const parent = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);
const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
const frameKey = (node: Node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const w = where(url);
  return `${functionName || '(anonymous)'}  ${w ? `${w}:${lineNumber + 1}` : ''}`;
};
const inclusive = new Map<string, number>();
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
for (let i = 0; i < profile.samples.length; i++) {
  const us = profile.timeDeltas[i] ?? 0;
  for (const key of keysOf(profile.samples[i]!)) inclusive.set(key, (inclusive.get(key) ?? 0) + us);
}
const skip =
  /^\((root|program|idle|garbage collector)\)|^\(anonymous\)\s*$|runMicrotasks|processTicksAndRejections|^(emit|listOnTimeout|processTimers)\s/;
console.log(`\ntop ${count} frames by inclusive time (named frames only):`);
for (const [key, us] of [...inclusive]
  .filter(([key]) => !skip.test(key))
  .sort((a, b) => b[1] - a[1])
  .slice(0, count))
  console.log(`${ms(us)} ${pct(us)}  ${key}`);
