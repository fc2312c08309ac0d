import * as z from 'zod/mini';
import { categoryBodySchema } from '@contract/category';
import { desireBodySchema } from '@contract/desire';
import { EXPORT_FILES, EXPORT_IMAGES_FOLDER, exportCategoriesSchema, exportDesiresSchema, exportFollowsSchema, exportImagesSchema, exportSavedSchema } from '@contract/export';
import { IMPORT_MESSAGES, notTheFormat } from '@contract/import';
import { badRequest } from '../../lib/http-error';
import type { ZipReader } from './read-zip';

type Parsed<S extends z.ZodMiniType> = z.output<S>;

/** The parts of an export an import takes in, each file checked against contract/export.ts. */
export interface ExportContents {
  desires: Parsed<typeof exportDesiresSchema>['desires'];
  categories: Parsed<typeof exportCategoriesSchema>['categories'];
  saved: Parsed<typeof exportSavedSchema>['saved'];
  following: Parsed<typeof exportFollowsSchema>['following'];
  images: Parsed<typeof exportImagesSchema>['images'];
  /** An image's bytes from `images/`, or null when the zip does not hold it. */
  imageBytes: (fileName: string) => Promise<Buffer | null>;
}

const issueText = (issue: z.core.$ZodIssue, at: (string | number)[] = []) => `${[...at, ...issue.path].map(String).join('.') || '(the whole file)'}: ${issue.message}`;

async function readJson<S extends z.ZodMiniType>(zip: ZipReader, name: string, schema: S): Promise<Parsed<S> | null> {
  if (!zip.names.has(name)) return null;
  const text = (await zip.read(name)).toString('utf8').replace(/^\uFEFF/, '');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(notTheFormat(name, 'it is not JSON'));
  }
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw badRequest(notTheFormat(name, issueText(parsed.error.issues[0]!)));
  return parsed.data;
}

/**
 * Each desire and category as the app would take it from a member's form (contract/desire.ts,
 * category.ts): a zip is a member's input like any other, so a title of a megabyte or a control
 * character is refused here as it would be there.
 */
function checkAsInput(contents: Pick<ExportContents, 'desires' | 'categories'>): void {
  contents.desires.forEach((d, i) => {
    const body = {
      title: d.title,
      description: d.description,
      estimatedCost: d.estimatedCost,
      eventName: d.eventName,
      categories: d.categories,
      sourceUrl: d.sourceUrl,
      price: d.price ? { amount: d.price.cents / 100, currency: d.price.currency } : null,
    };
    const parsed = desireBodySchema.safeParse(body);
    if (!parsed.success) throw badRequest(notTheFormat(EXPORT_FILES.desires, issueText(parsed.error.issues[0]!, ['desires', i])));
  });
  contents.categories.forEach((c, i) => {
    const parsed = categoryBodySchema.safeParse({ name: c.name, description: c.description, icon: c.icon, color: c.color });
    if (!parsed.success) throw badRequest(notTheFormat(EXPORT_FILES.categories, issueText(parsed.error.issues[0]!, ['categories', i])));
  });
}

/** A name that is one file in one folder: images.json cannot point elsewhere in the zip. */
const PLAIN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export async function readExport(zip: ZipReader): Promise<ExportContents> {
  const desires = await readJson(zip, EXPORT_FILES.desires, exportDesiresSchema);
  if (!desires) throw badRequest(IMPORT_MESSAGES.notAnExport);
  const categories = await readJson(zip, EXPORT_FILES.categories, exportCategoriesSchema);
  const saved = await readJson(zip, EXPORT_FILES.saved, exportSavedSchema);
  const follows = await readJson(zip, EXPORT_FILES.follows, exportFollowsSchema);
  const images = await readJson(zip, EXPORT_FILES.images, exportImagesSchema);
  const contents = {
    desires: desires.desires,
    categories: categories?.categories ?? [],
    saved: saved?.saved ?? [],
    following: follows?.following ?? [],
    images: images?.images ?? [],
  };
  checkAsInput(contents);
  return {
    ...contents,
    imageBytes: async (fileName) => {
      const name = `${EXPORT_IMAGES_FOLDER}${fileName}`;
      return PLAIN_NAME.test(fileName) && zip.names.has(name) ? zip.read(name) : null;
    },
  };
}
