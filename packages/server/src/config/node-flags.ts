/**
 * The V8 flags the server runs with: the Dockerfile's CMD, `pnpm start` (packages/server's start
 * script) and the benches' servers pass them (test/deployment.test.ts keeps the copies the same);
 * cluster workers inherit them.
 *
 * `--max-semi-space-size=64`: a render allocates a few megabytes, nearly all of it dead once the
 * page is sent. Under `pnpm bench:load` (about 200 MB allocated a second) V8's default 16 MB
 * semi-spaces were scavenged 13–16 times a second, and what renders in flight still held at each
 * scavenge was promoted to the old generation, whose major collections came with bursts of slow
 * answers. With room for 64 MB the young generation grows to it: 3–4 scavenges a second, a third
 * less time in them. p99 on PostgreSQL over interleaved runs: 219–417 ms (median 284) with it,
 * 215–497 ms (median 337) without. The price: peak resident memory 0.87–1.09 GB with it,
 * 0.73–0.85 GB without.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'] as const;
