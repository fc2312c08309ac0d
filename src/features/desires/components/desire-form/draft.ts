import { browserStorage, storageKeyOf } from '@/lib/storage-keys';
import type { DesireFormValues } from './form-schema';

/**
 * The unsent create form, kept per member in browser storage: it survives closing the dialog, a
 * failed request and a reload, and is cleared when the desire is created or the member signs out.
 */
const key = storageKeyOf.desireDraft;

export interface Draft {
  values: DesireFormValues;
  importUrl: string;
}

export function readDraft(memberId: string): Draft | null {
  try {
    const raw = browserStorage.get(key(memberId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft;
    return draft && typeof draft === 'object' && draft.values ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(memberId: string, draft: Draft) {
  try {
    browserStorage.set(key(memberId), JSON.stringify(draft));
  } catch {
    /* storage full or blocked: the draft lives as long as the dialog */
  }
}

/** Counts the drafts cleared (sent, or set aside): a write made before one is stale and skipped. */
let cleared = 0;
export const draftsCleared = () => cleared;

export function clearDraft(memberId: string) {
  cleared += 1;
  try {
    browserStorage.remove(key(memberId));
  } catch {
    /* nothing stored */
  }
}

/** Whether the form holds anything worth keeping. */
export function isBlank(values: DesireFormValues, importUrl: string): boolean {
  return !values.title.trim() && !values.description.trim() && !values.estimatedCost.trim() && !values.coverImage && !values.sourceUrl && !(values.priceAmount ?? '').trim() && !importUrl.trim();
}

/** Keeps the form as the member's draft, or clears the draft when the form holds nothing worth keeping. */
export function keepDraft(memberId: string, values: DesireFormValues, importUrl: string) {
  if (isBlank(values, importUrl)) clearDraft(memberId);
  else writeDraft(memberId, { values, importUrl });
}
