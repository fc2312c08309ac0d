/** The part of yazl 3 (which ships no types) that the export uses: see its README. */
declare module 'yazl' {
  import type { Readable } from 'node:stream';

  export interface EntryOptions {
    mtime?: Date;
    mode?: number;
    compress?: boolean;
    compressionLevel?: number;
    forceZip64Format?: boolean;
    forceDosTimestamp?: boolean;
    fileComment?: string | Buffer;
    size?: number;
  }

  import { EventEmitter } from 'node:events';

  export class ZipFile extends EventEmitter {
    readonly outputStream: Readable;
    addBuffer(buffer: Buffer, metadataPath: string, options?: EntryOptions): void;
    addReadStream(readStream: Readable, metadataPath: string, options?: EntryOptions): void;
    addReadStreamLazy(metadataPath: string, options: EntryOptions, getReadStream: (give: (error: Error | null, readStream: Readable) => void) => void): void;
    end(options?: { comment?: string | Buffer; forceZip64Format?: boolean }, calculatedTotalSizeCallback?: (totalSize: number) => void): void;
  }
}
