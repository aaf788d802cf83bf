/**
 * The V8 flags the server runs with: the Dockerfile's CMD, `pnpm start` (packages/server's start
 * script) and the benches' servers pass them (test/deployment.test.ts keeps the copies the same);
 * cluster workers inherit them.
 *
 * None today. `--max-semi-space-size=64` was here: a render's few megabytes of garbage were
 * scavenged less often with room for 64 MB semi-spaces (decision 007). Its price was memory: an
 * idle process on PostgreSQL held 492 MB with it, 312–364 MB without (the young generation grows
 * to three semi-spaces under load), against a budget of 400 MB a process under 300 visitors
 * (issue 32); one small machine carries more with two processes of V8's default young generation
 * than with one large one.
 */
export const SERVER_NODE_FLAGS = [] as const;

/**
 * The environment the server's process starts with, read by the C library before any of our
 * code runs: the Dockerfile's ENV, `pnpm start` (scripts/start.sh and packages/server's start
 * script) and the benches' servers set it (test/deployment.test.ts keeps the copies the same).
 *
 * `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates its own malloc arena, up to eight
 * per core, and an arena keeps what it once held. The server has about fifteen threads (libuv's
 * pool, V8's, the compression and password-hashing workers), and the memory they touched during
 * the demo seed stayed resident: a process that had seeded the demo board held 373 MB idle 15 s
 * after its start with glibc's default, 305 MB with two arenas (the same process restarted on the
 * seeded data: 261–277 against 252 MB). Under `bench:load` (100 users, PostgreSQL, interleaved
 * with MALLOC_ARENA_MAX=16, glibc's default on two cores) the peak did not move (717 and 737 MB
 * against 738 and 676 MB), nor did the CPU a request beyond the runs' noise (11.0 and 8.7 ms
 * against 9.7 and 9.4 ms).
 */
export const SERVER_PROCESS_ENV = { MALLOC_ARENA_MAX: '2' } as const;
