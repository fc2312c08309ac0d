import type { DesireFormValues } from './form-schema';

/**
 * The unsent create form, kept per member in localStorage: it survives closing the dialog, a failed
 * request and a reload, and is cleared when the desire is created.
 */
const key = (memberId: string) => `wishwell:desire-draft:${memberId}`;

export interface Draft {
  values: DesireFormValues;
  importUrl: string;
}

export function readDraft(memberId: string): Draft | null {
  try {
    const raw = window.localStorage.getItem(key(memberId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft;
    return draft && typeof draft === 'object' && draft.values ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(memberId: string, draft: Draft) {
  try {
    window.localStorage.setItem(key(memberId), JSON.stringify(draft));
  } catch {
    /* storage full or blocked: the draft lives as long as the dialog */
  }
}

export function clearDraft(memberId: string) {
  try {
    window.localStorage.removeItem(key(memberId));
  } catch {
    /* nothing stored */
  }
}

/** Whether the form holds anything worth keeping. */
export function isBlank(values: DesireFormValues, importUrl: string): boolean {
  return !values.title.trim() && !values.description.trim() && !values.estimatedCost.trim() && !values.coverImage && !values.sourceUrl && !importUrl.trim();
}
