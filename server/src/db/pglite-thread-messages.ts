import type { PGliteOptions } from '@electric-sql/pglite';

/** What the server's thread and the embedded database's thread say to each other (pglite-thread.ts, pglite-worker.ts). */

export interface ThreadStart {
  /** PGlite's data folder, or `memory://`. */
  dir: string;
  /** A dump to start from (`dumpDataDir`'s bytes). */
  dump?: ArrayBuffer;
  /** Where the statement profile goes when the database closes (STATEMENT_PROFILE). */
  profile?: string;
  artifacts: Artifacts;
}

/** PGlite's compiled WebAssembly and its file bundle, made once per process (pglite-thread.ts). */
export interface Artifacts {
  pglite: NonNullable<PGliteOptions['pgliteWasmModule']>;
  initdb: NonNullable<PGliteOptions['initdbWasmModule']>;
  bundle: ArrayBuffer;
}

/**
 * `priority`: when the chain of statements this one continues began (performance.now() on the
 * server's thread); the lowest runs first.
 */
export type ThreadRequest = { id: number; priority: number } & (
  | { op: 'query'; tx?: number; text: string; params?: unknown[]; rowMode?: 'array' | 'object'; keepText?: number[] }
  | { op: 'exec'; tx?: number; text: string }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' }
);

/** Id 0 is the thread's word that the database is open. */
export type ThreadReply = { id: number } & ({ ok: true; value: unknown } | { ok: false; error: Record<string, unknown> });
