import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a page compressed when the browser takes it (brotli, else gzip): pages carry their
 * stylesheet, and the assets beside them are sent precompressed already. Quick settings: every
 * page is compressed as it is asked for.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, { cacheControl = 'no-cache', vary = [] as string[] } = {}) {
  reply.header('Cache-Control', cacheControl).header('Vary', ['Accept-Encoding', ...vary].join(', ')).type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    return reply.header('Content-Encoding', 'br').send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  return reply.send(html);
}
