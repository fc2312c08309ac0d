import { http } from 'msw';
import { desireLimits } from '@contract/limits';
import { MESSAGES } from './messages';
import { api, asMember, done, fail, json, readBody, text, type Backend } from './respond';
import type { DesireRecord, MemberRecord, Visibility } from './store';
import { desireView } from './views';

/** Creating, editing and deleting desires, and the URL import (the spec: member core 7 "Desires", 5 "Validation rules"). */

const VISIBILITIES: Visibility[] = ['public', 'followers', 'private', 'custom'];

type Fields = Omit<DesireRecord, '_id' | 'userId' | 'status' | 'createdAt' | 'updatedAt'>;

/**
 * The body's fields checked against section 5, over `current` (an edit keeps what the body leaves
 * out). A string is the first rule broken.
 */
function readFields(body: Record<string, unknown>, current: Fields): Fields | string {
  const has = (key: string) => body[key] !== undefined;
  const title = has('title') ? text(body.title) : current.title;
  if (!title) return MESSAGES.titleRequired;
  if (title.length < desireLimits.titleMin || title.length > desireLimits.titleMax) return MESSAGES.titleLength;
  const description = has('description') ? text(body.description) : current.description;
  if (description && description.length > desireLimits.descriptionMax) return MESSAGES.descriptionLength;
  const estimatedCost = has('estimatedCost') ? text(body.estimatedCost) : current.estimatedCost;
  if (estimatedCost && estimatedCost.length > desireLimits.estimatedCostMax) return MESSAGES.costLength;
  const eventName = has('eventName') ? text(body.eventName) : current.eventName;
  if (eventName && eventName.length > desireLimits.eventNameMax) return MESSAGES.eventNameLength;
  const visibility = has('visibility') ? body.visibility : current.visibility;
  if (!VISIBILITIES.includes(visibility as Visibility)) return MESSAGES.visibilityInvalid;
  // A blank source URL is no source URL (section 5).
  const sourceUrl = has('sourceUrl') ? text(body.sourceUrl) : current.sourceUrl;
  if (sourceUrl && !/^https?:\/\/\S+$/i.test(sourceUrl)) return MESSAGES.sourceUrlInvalid;
  const names = Array.isArray(body.categories) ? body.categories.map(text).filter((n): n is string => n !== null) : current.categories;
  const sharedWith = Array.isArray(body.sharedWith) ? body.sharedWith.filter((id): id is string => typeof id === 'string') : current.sharedWith;
  return {
    title,
    description,
    estimatedCost,
    eventName,
    coverImage: has('coverImage') ? text(body.coverImage) : current.coverImage,
    categories: [...new Set(names)],
    visibility: visibility as Visibility,
    sharedWith: visibility === 'custom' ? [...new Set(sharedWith)] : [],
    sourceUrl,
  };
}

/** Big retailers refuse previews (the spec: member core 2 "Create/Edit desire dialog"). */
const RESTRICTED_HOSTS = /(^|\.)(amazon|walmart|target|bestbuy|ebay|ikea)\./i;

export function desireChangeHandlers(backend: Backend) {
  const { store, live } = backend;

  const ownDesire = (id: string | undefined, me: MemberRecord) => {
    const desire = store.desire(id);
    if (!desire || !store.canSee(me._id, desire)) return fail(404, MESSAGES.desireNotFound);
    if (desire.userId !== me._id) return fail(403, MESSAGES.notYourDesire);
    return desire;
  };

  return [
    http.post(
      api('/desires'),
      asMember(backend, async ({ request, me }) => {
        const blank: Fields = { title: '', description: null, estimatedCost: null, eventName: null, coverImage: null, categories: [], visibility: store.settingsOf(me._id).defaultVisibility, sharedWith: [], sourceUrl: null };
        const fields = readFields(await readBody(request), blank);
        if (typeof fields === 'string') return fail(400, fields);
        const now = new Date().toISOString();
        const desire: DesireRecord = { _id: store.id(), userId: me._id, status: 'desire', createdAt: now, updatedAt: now, ...fields };
        store.desires.push(desire);
        store.ensureCategories(me._id, desire.categories);
        live.sendToViewers(desire, (readerId) => ({ type: 'new_desire', data: { desire: desireView(store, desire, readerId) } }));
        return json(desireView(store, desire, me._id), 201);
      }),
    ),

    http.put(
      api('/desires/:id'),
      asMember(backend, async ({ request, me, params }) => {
        const desire = ownDesire(params.id, me);
        if (desire instanceof Response) return desire;
        const fields = readFields(await readBody(request), desire);
        if (typeof fields === 'string') return fail(400, fields);
        Object.assign(desire, fields, { updatedAt: new Date().toISOString() });
        store.ensureCategories(me._id, desire.categories);
        return json(desireView(store, desire, me._id));
      }),
    ),

    http.delete(
      api('/desires/:id'),
      asMember(backend, ({ me, params }) => {
        const desire = ownDesire(params.id, me);
        if (desire instanceof Response) return desire;
        store.removeDesire(desire._id);
        return done('Desire deleted');
      }),
    ),

    http.post(
      api('/fetch-url-metadata'),
      asMember(backend, async ({ request }) => {
        const raw = text((await readBody(request)).url);
        if (!raw) return fail(400, MESSAGES.urlRequired);
        let url: URL;
        try {
          url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
        } catch {
          return fail(400, MESSAGES.sourceUrlInvalid);
        }
        if (RESTRICTED_HOSTS.test(url.hostname)) {
          return json({ title: null, description: null, image: null, price: null, isRestricted: true, message: 'This website prevents automatic previews. You can manually enter the details below.' });
        }
        // Nothing is fetched: the address itself names the page.
        const slug = decodeURIComponent(url.pathname.split('/').filter(Boolean).at(-1) ?? '').replace(/\.\w+$/, '').replace(/[-_]+/g, ' ').trim();
        const title = slug ? slug.charAt(0).toUpperCase() + slug.slice(1) : url.hostname.replace(/^www\./, '');
        return json({ title, description: `Found on ${url.hostname.replace(/^www\./, '')}`, image: null, price: null, isRestricted: false, message: null });
      }),
    ),
  ];
}
