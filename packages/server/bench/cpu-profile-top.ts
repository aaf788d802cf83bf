/**
 * Top self-time frames of a V8 CPU profile (`node --cpu-prof`, e.g. `pnpm bench:load --cpu-prof
 * <dir>`): `tsx packages/server/bench/cpu-profile-top.ts <file-or-dir> [count]`.
 *
 * Prints the frames where the main thread itself spent its time (self time, not counting callees),
 * then the same time summed by package (node_modules/<pkg>, our packages/<name>, node: internals),
 * which says more than one hot function when the cost is spread over a library.
 * Work done in libuv's thread pool (password hashing, zlib) does not appear: it is not on the main thread.
 */
import { frameRows, readProfileArgument, summarizeProfile } from './lib/cpu-profile.js';

const [target, countArg] = process.argv.slice(2);
const { file, profile } = readProfileArgument(
  target,
  'cpu-profile-top.ts <file.cpuprofile | dir> [count]',
);
const count = Number(countArg ?? 25);
const summary = summarizeProfile(profile);
const { totalUs } = summary;
console.log(
  `${file}: ${(totalUs / 1e6).toFixed(1)} s profiled\n\ntop ${count} frames by self time:`,
);
console.log(frameRows(summary.selfTime, totalUs, count, '').join('\n'));
console.log('\nself time by package:');
console.log(frameRows(summary.byPackage, totalUs, 15, '').join('\n'));
console.log(`\ntop ${count} frames by inclusive time (named frames only):`);
console.log(frameRows(summary.inclusive, totalUs, count, '').join('\n'));
