import type { Plugin } from 'vite';

/** ANALYZE=1: prints the biggest modules of each chunk (rendered, before gzip). */
export function analyzeChunks(): Plugin {
  return {
    name: 'analyze-chunks',
    generateBundle(
      _options: unknown,
      bundle: Record<
        string,
        { type: string; modules?: Record<string, { renderedLength: number }> }
      >,
    ) {
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.modules) continue;
        const byPkg = new Map<string, number>();
        for (const [id, m] of Object.entries(chunk.modules)) {
          const pkg =
            /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ??
            'src';
          byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + m.renderedLength);
        }
        const top = [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 8);
        console.log(file, top.map(([k, v]) => `${k}:${Math.round(v / 1024)}k`).join(' '));
      }
    },
  };
}
