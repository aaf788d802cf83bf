import { constants as zlibConstants, type InputType } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Scripts and styles are compressed once, at build time, at the best ratio (the server sends
 * these files as they are: @fastify/static `preCompressed`), instead of on every request at the
 * fast levels an on-the-fly compressor must use: gzip by zopfli (about 3 % smaller than gzip -9)
 * and brotli at quality 11.
 *
 * FAST_PRECOMPRESS=1 (the test runs' builds): the same .gz and .br files at zlib's fast levels,
 * seconds instead of half a minute. Tests check that the files exist and are sent as built,
 * not how small they are; a deployed build never sets it.
 */
export function precompressedAssets(): Plugin {
  const fast = process.env.FAST_PRECOMPRESS === '1';
  return compression({
    include: /\.(?:js|css|svg)$/,
    threshold: 1024,
    algorithms: fast
      ? [
          defineAlgorithm('gzip', { level: 1 }),
          defineAlgorithm('brotliCompress', {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 },
          }),
        ]
      : [
          defineAlgorithm(
            // The plugin hands each file over as bytes (a Uint8Array), whatever its type says.
            async (input: InputType) =>
              Buffer.from(await gzipAsync(input as Uint8Array, { numiterations: 15 })),
            {},
          ),
          'brotliCompress',
        ],
    logLevel: 'silent',
  });
}
