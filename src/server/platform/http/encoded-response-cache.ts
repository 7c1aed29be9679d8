import { brotliCompressSync, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD_BYTES, GZIP_OPTIONS } from './compression';

/** A response body with a key that changes whenever anything in the body would. */
export interface Fingerprinted<T> {
  body: T;
  /** Equal fingerprints mean byte-identical bodies (ids, revisions, viewer flags, cursors…). */
  fingerprint: string;
}

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
const compressors: Record<Encoding, (json: Buffer) => Buffer> = {
  br: (json) => brotliCompressSync(json, BROTLI_OPTIONS),
  gzip: (json) => gzipSync(json, GZIP_OPTIONS),
};

interface EncodedBody {
  json: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * The bytes of hot JSON responses, kept per app instance by fingerprint: serialized by the route's own
 * serializer (its response schema) once, compressed once per encoding, then sent as they are to everyone
 * whose request yields the same fingerprint. The fingerprint is computed fresh on every request, so a
 * cached body is never stale; what is saved is the serialization and compression of identical pages
 * (the explore feed of one town, a popular search), which were most of those requests' CPU.
 */
export function createEncodedResponseCache(options: { maxBytes: number }) {
  const cache = new LRUCache<string, EncodedBody>({
    maxSize: options.maxBytes,
    // The JSON plus room for its compressed forms (a fifth of it, or less, for JSON of this kind).
    sizeCalculation: (entry) => Math.ceil(entry.json.length * 1.4) + 1,
  });

  return {
    send<T>(request: FastifyRequest, reply: FastifyReply, { body, fingerprint }: Fingerprinted<T>): FastifyReply {
      let entry = cache.get(fingerprint);
      if (!entry) {
        entry = { json: Buffer.from(reply.serialize(body) as string), encoded: {} };
        cache.set(fingerprint, entry);
      }
      // The body depends on Accept-Encoding whichever form goes out: shared caches must key on it.
      reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
      const encoding = entry.json.length >= COMPRESSION_THRESHOLD_BYTES ? negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS) : null;
      // Without br or gzip, the body goes out as JSON (the compression plugin still serves deflate-only clients).
      if (!encoding) return reply.send(entry.json);
      const encoded = (entry.encoded[encoding] ??= compressors[encoding](entry.json));
      return reply.header('content-encoding', encoding).send(encoded);
    },
  };
}

export type EncodedResponseCache = ReturnType<typeof createEncodedResponseCache>;
