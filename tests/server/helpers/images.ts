import sharp from 'sharp';

/** A small real PNG. */
export const pngBytes = (size = 8, colour = '#6d5efc') =>
  sharp({ create: { width: size, height: size, channels: 3, background: colour } }).png().toBuffer();

/** A JPEG that carries EXIF (camera make and a GPS-like comment), to check that uploads drop it. */
export const jpegWithExif = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#ec4899' } })
    .withExif({ IFD0: { Make: 'SecretCam', ImageDescription: 'home at 51.5007N 0.1246W' } })
    .jpeg()
    .toBuffer();

/** A multipart body with one file and some text fields, as a browser's FormData sends it. */
export function multipart(file: { field?: string; name: string; type: string; bytes: Buffer } | null, fields: Record<string, string> = {}) {
  const boundary = `----wishwell${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
