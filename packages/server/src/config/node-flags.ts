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
 *
 * Nor `--heap-growing-percent`, measured for that budget on 2026-12-04. Under `bench:load`
 * (100 users, PostgreSQL, `--trace-gc`) the live heap after a full collection stays at 95–104 MB,
 * but V8, finding its collections cheap, lets the old generation reach 310–350 MB before the
 * next one, and keeps the pages it committed: that is half of the peak's 660–720 MB. With the
 * growth factor lowered (runs interleaved with ones without the flag, the same minutes, a
 * saturated machine): `=50` gave a peak of 492–498 MB for 11.4–13.4 ms of server CPU a request
 * against 9.5–10.2 ms; `=100` 540–544 MB for 10.5–10.8 ms against 9.9 ms, and a worse p99 each
 * time (1,384–1,497 against 1,097 ms). Where the processor is the limit, as it is at 100 users
 * on two cores, a request's answer time comes before the process's memory (the server README,
 * "Capacity: what one process carries"); a deployment short of memory rather than of CPU can
 * add `--heap-growing-percent=100` to its node command (the Dockerfile's CMD: NODE_OPTIONS
 * refuses that flag).
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
