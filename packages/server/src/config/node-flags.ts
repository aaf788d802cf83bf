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
