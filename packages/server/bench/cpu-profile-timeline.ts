/**
 * When the main thread was busy, second by second, and with what: `tsx
 * packages/server/bench/cpu-profile-timeline.ts <file-or-dir> [--worst 3] [--top 12]`.
 *
 * A stall (a second in which most answers are late, pages from the cache included) is the event
 * loop held by something; the profile of the whole run hides it among the renders. This prints
 * each second's busy share (what is not idle) and the garbage collector's, then the self and
 * inclusive top frames of the `--worst` busiest seconds, so the holder is named, not guessed.
 */
import { parseArgs } from 'node:util';
import { frameRows, readProfileArgument, summarizeProfile } from './lib/cpu-profile.js';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { worst: { type: 'string', default: '3' }, top: { type: 'string', default: '12' } },
});
const { file, profile } = readProfileArgument(
  positionals[0],
  'cpu-profile-timeline.ts <file.cpuprofile | dir> [--worst 3] [--top 12]',
);
const nameOf = new Map(profile.nodes.map((n) => [n.id, n.callFrame.functionName]));

/** The samples of each whole second since the profile started, as a profile of their own. */
const seconds: { busyUs: number; gcUs: number; samples: number[]; timeDeltas: number[] }[] = [];
let atUs = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const delta = profile.timeDeltas[i] ?? 0;
  atUs += delta;
  const second = Math.floor(atUs / 1e6);
  while (seconds.length <= second)
    seconds.push({ busyUs: 0, gcUs: 0, samples: [], timeDeltas: [] });
  const bucket = seconds[second]!;
  const id = profile.samples[i]!;
  const name = nameOf.get(id);
  if (name !== '(idle)' && name !== '(program)') bucket.busyUs += delta;
  if (name === '(garbage collector)') bucket.gcUs += delta;
  bucket.samples.push(id);
  bucket.timeDeltas.push(delta);
}

console.log(`${file}\nsecond  busy  gc   (share of the second the main thread was not idle)`);
seconds.forEach((s, i) =>
  console.log(
    `${String(i).padStart(5)}s  ${String(Math.round(s.busyUs / 1e4)).padStart(3)} %  ${String(
      Math.round(s.gcUs / 1e4),
    ).padStart(2)} %`,
  ),
);

const top = Number(args.top);
const worst = seconds
  .map((s, i) => ({ ...s, i }))
  .sort((a, b) => b.busyUs - a.busyUs)
  .slice(0, Number(args.worst));
for (const s of worst) {
  const summary = summarizeProfile({
    ...profile,
    samples: s.samples,
    timeDeltas: s.timeDeltas,
    startTime: 0,
    endTime: 1e6,
  });
  console.log(`\nsecond ${s.i} (busy ${Math.round(s.busyUs / 1e4)} %): self`);
  console.log(frameRows(summary.selfTime, 1e6, top, '').join('\n'));
  console.log('inclusive (named frames)');
  console.log(frameRows(summary.inclusive, 1e6, top, '').join('\n'));
}
