import { http } from 'msw';
import { uploadLimits } from '@contract/limits';
import { MESSAGES } from './messages';
import { api, asMember, done, fail, json, type Backend } from './respond';
import { userView } from './views';

/**
 * The image calls of the spec (member core 7): POST /api/upload, DELETE /api/upload/{publicId}, POST
 * /api/upload-image and the banner. Files become data URLs, so the browser shows them with no server.
 */

const IMAGE_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif']);

async function dataUrl(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: one call per byte is slow, one call for all of them overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type};base64,${btoa(binary)}`;
}

/** The image in one of the fields, or the reason it is refused. */
async function imageFrom(request: Request, fields: string[], maxBytes: number): Promise<File | Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail(400, MESSAGES.noFile);
  }
  const file = fields.map((name) => form.get(name)).find((value): value is File => typeof value === 'object' && value !== null);
  if (!file) return fail(400, MESSAGES.noFile);
  if (!IMAGE_TYPES.has(file.type)) return fail(400, MESSAGES.invalidFileType);
  if (file.size > maxBytes) return fail(413, MESSAGES.fileTooLarge);
  return file;
}

const publicId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 24);

export function uploadHandlers(backend: Backend) {
  const { store } = backend;
  return [
    http.post(
      api('/upload'),
      asMember(backend, async ({ request, me }) => {
        const copy = request.clone();
        const file = await imageFrom(request, ['file', 'image'], uploadLimits.largeImageMaxBytes);
        if (file instanceof Response) return file;
        const form = await copy.formData();
        if (form.get('uploadType') === 'experience' && !form.get('experienceId')) return fail(400, 'Experience ID required');
        const id = publicId();
        const url = await dataUrl(file);
        store.uploads.set(id, { url, ownerId: me._id });
        return json({ secure_url: url, public_id: id, originalName: file.name, size: file.size, format: file.type.replace('image/', '').replace('jpg', 'jpeg') }, 201);
      }),
    ),

    http.delete(
      api('/upload/:publicId'),
      asMember(backend, ({ me, params }) => {
        const upload = store.uploads.get(params.publicId!);
        if (!upload || upload.ownerId !== me._id) return fail(404, MESSAGES.uploadNotFound);
        store.uploads.delete(params.publicId!);
        return done('Upload deleted');
      }),
    ),

    http.post(
      api('/upload-image'),
      asMember(backend, async ({ request, me }) => {
        const file = await imageFrom(request, ['image'], uploadLimits.imageMaxBytes);
        if (file instanceof Response) return file;
        const url = await dataUrl(file);
        store.uploads.set(publicId(), { url, ownerId: me._id });
        return json({ imageUrl: url }, 201);
      }),
    ),

    http.post(
      api('/users/banner'),
      asMember(backend, async ({ request, me }) => {
        const file = await imageFrom(request, ['bannerImage'], uploadLimits.imageMaxBytes);
        if (file instanceof Response) return file;
        me.bannerImage = await dataUrl(file);
        return json({ user: userView(me) });
      }),
    ),
  ];
}
