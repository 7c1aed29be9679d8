import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Responses smaller than this are sent as they are. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** The cheapest levels: on a small server, compressing harder costs more CPU than the bytes it saves. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
export const GZIP_OPTIONS = { level: 1 };

/**
 * Responses of 1 kB or more are compressed for clients that accept it (every browser does): a feed page
 * of 50 cards goes from ~30 kB to ~5 kB (docs/decisions/0006-response-compression.md). Up to 64 kB is
 * compressed in one synchronous call: on two cores a zlib stream per response costs more in set-up and
 * scheduling than the work itself. The client's built files are compressed once, at build time.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}
