import fc from 'fast-check';
import sharp from 'sharp';
import { describeValue, escapeForReport, toPlainText } from './values';

/** The bytes a file part may carry: real images, and things that only look like one. */
export const FILE_KINDS = ['png', 'jpeg', 'gif', 'webp', 'png-truncated', 'png-pixel-bomb', 'png-header-only', 'text', 'svg', 'empty', 'oversize'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export type FileBytes = Record<Exclude<FileKind, 'oversize'>, Buffer>;

export async function makeFileBytes(): Promise<FileBytes> {
  const base = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#6d5efc' } });
  const png = await base().png().toBuffer();
  return {
    png,
    jpeg: await base().jpeg().toBuffer(),
    gif: await base().gif().toBuffer(),
    webp: await base().webp().toBuffer(),
    'png-truncated': Buffer.concat([png.subarray(0, 40), Buffer.from('garbage after the header')]),
    'png-pixel-bomb': withPngSize(png, 100_000, 100_000),
    'png-header-only': png.subarray(0, 8),
    text: Buffer.from('just some text, not an image\n'),
    svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    empty: Buffer.alloc(0),
  };
}

/** A PNG whose header claims other dimensions (with a correct checksum, so only the size is a lie). */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export interface MultipartInput {
  /** null: a form with no file part. */
  fileField: string | null;
  fileName: string;
  fileType: string;
  file: FileKind;
  fields: Record<string, unknown>;
}

/** Ways to break a multipart body, each with what it needs. */
export type MultipartBreak =
  | { variant: 'no-boundary' }
  | { variant: 'wrong-boundary' }
  | { variant: 'odd-boundary'; boundary: string }
  | { variant: 'truncated'; keep: number }
  | { variant: 'many-parts'; count: number; files: boolean }
  | { variant: 'two-files' }
  | { variant: 'odd-file-name'; fileName: string }
  | { variant: 'odd-field-name'; fieldName: string }
  | { variant: 'odd-field-value'; value: string }
  | { variant: 'odd-part-headers'; headers: string }
  | { variant: 'no-parts' }
  | { variant: 'garbage-body'; bytes: number[] }
  | { variant: 'file-kind'; file: FileKind; fileType: string };

const CONTROL = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\r\n', '\n', '"', '\\', '\u202e', '\ud800', '%00');

export const multipartBreakArbitrary: fc.Arbitrary<MultipartBreak> = fc.oneof(
  fc.constant({ variant: 'no-boundary' as const }),
  fc.constant({ variant: 'wrong-boundary' as const }),
  fc.constantFrom('', '"', '""', 'a'.repeat(71), 'a'.repeat(5000), 'bad boundary', 'x;y=z', '\u00ff\u00fe').map((boundary) => ({ variant: 'odd-boundary' as const, boundary })),
  fc.double({ min: 0, max: 0.99, noNaN: true }).map((keep) => ({ variant: 'truncated' as const, keep })),
  fc.record({ count: fc.integer({ min: 10, max: 200 }), files: fc.boolean() }).map((r) => ({ variant: 'many-parts' as const, ...r })),
  fc.constant({ variant: 'two-files' as const }),
  fc
    .oneof(
      fc.tuple(fc.string({ maxLength: 10 }), CONTROL, fc.string({ maxLength: 10 })).map(([a, c, b]) => `${a}${c}${b}.png`),
      fc.constantFrom('../../../etc/passwd', '..\\..\\boot.ini', '', '.png', 'a'.repeat(5000) + '.png', 'photo.png\u0000.exe', '\u202egnp.exe', 'ﾟ.png', 'con.png'),
    )
    .map((fileName) => ({ variant: 'odd-file-name' as const, fileName })),
  fc
    .oneof(fc.tuple(fc.string({ maxLength: 6 }), CONTROL).map(([a, c]) => `${a}${c}`), fc.constantFrom('', 'x'.repeat(3000), '__proto__', 'constructor', 'uploadType[]'))
    .map((fieldName) => ({ variant: 'odd-field-name' as const, fieldName })),
  fc
    .oneof(fc.tuple(fc.string({ maxLength: 6 }), CONTROL).map(([a, c]) => `${a}${c}`), fc.constantFrom('x'.repeat(5000), '', 'experience', 'banner', 'cover'))
    .map((value) => ({ variant: 'odd-field-value' as const, value })),
  fc
    .constantFrom(
      'Content-Type: image/png',
      'Content-Disposition: form-data',
      'Content-Disposition: form-data; name="file"; filename*=UTF-8\'\'%FF%FE.png',
      'Content-Disposition: attachment; name="file"; filename="a.png"',
      'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: \u0000',
      'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Transfer-Encoding: base64',
      'X-Nothing',
      ':',
    )
    .map((headers) => ({ variant: 'odd-part-headers' as const, headers })),
  fc.constant({ variant: 'no-parts' as const }),
  fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 300 }).map((bytes) => ({ variant: 'garbage-body' as const, bytes })),
  fc
    .record({ file: fc.constantFrom(...FILE_KINDS), fileType: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream', '', 'image/svg+xml') })
    .map((r) => ({ variant: 'file-kind' as const, ...r })),
);

/** A multipart body as a browser's FormData sends it, then broken as told. */
export function buildMultipart(input: MultipartInput, broken: MultipartBreak | undefined, files: FileBytes, oversizeBytes: number): { payload: Buffer; contentType: string | undefined } {
  const boundary = '----wishwellfuzz7MA4YWxkTrZu0gW';
  const fileKind = broken?.variant === 'file-kind' ? broken.file : input.file;
  const fileType = broken?.variant === 'file-kind' ? broken.fileType : input.fileType;
  const bytes = fileKind === 'oversize' ? Buffer.concat([files.png, Buffer.alloc(oversizeBytes)]) : files[fileKind];
  const fileName = broken?.variant === 'odd-file-name' ? broken.fileName : input.fileName;
  const parts: Buffer[] = [];
  const field = (name: string, value: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const filePart = (name: string, headers?: string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\n${headers ?? `Content-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${fileType}`}\r\n\r\n`),
      bytes,
      Buffer.from('\r\n'),
    ]);

  for (const [name, value] of Object.entries(input.fields)) {
    if (value === undefined) continue;
    parts.push(field(name, broken?.variant === 'odd-field-value' ? broken.value : toPlainText(value)));
  }
  if (broken?.variant === 'odd-field-name') parts.push(field(broken.fieldName, 'profile'));
  if (broken?.variant === 'many-parts') {
    for (let i = 0; i < broken.count; i++) parts.push(broken.files ? filePart(`file${i}`) : field(`f${i}`, 'x'));
  }
  if (input.fileField !== null && broken?.variant !== 'no-parts') {
    parts.push(filePart(input.fileField, broken?.variant === 'odd-part-headers' ? broken.headers : undefined));
    if (broken?.variant === 'two-files') parts.push(filePart(input.fileField));
  }
  if (broken?.variant === 'no-parts') parts.length = 0;
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(parts);

  let contentType: string | undefined = `multipart/form-data; boundary=${boundary}`;
  if (broken?.variant === 'no-boundary') contentType = 'multipart/form-data';
  if (broken?.variant === 'wrong-boundary') contentType = 'multipart/form-data; boundary=not-the-one-used';
  if (broken?.variant === 'odd-boundary') contentType = `multipart/form-data; boundary=${broken.boundary}`;
  if (broken?.variant === 'truncated') payload = payload.subarray(0, Math.floor(payload.length * broken.keep));
  if (broken?.variant === 'garbage-body') payload = Buffer.from(broken.bytes);
  return { payload, contentType };
}

export function describeMultipart(input: MultipartInput, broken: MultipartBreak | undefined): string {
  const file = input.fileField === null ? 'no file' : `file ${input.fileField}=${escapeForReport(JSON.stringify(input.fileName))} (${input.file}, ${input.fileType})`;
  const brokenText = broken ? ` broken: ${describeValue(broken, 120)}` : '';
  return `multipart ${file}, fields ${describeValue(input.fields, 120)}${brokenText}`;
}
