import { format } from 'date-fns/format';

// The spec's two date formats (spec 9), as date-fns patterns: the list and the details screen.
const LIST_DATE = 'MMM dd, yyyy';
const DETAILS_DATE = 'MMM d, yyyy';

const formatted = (iso: string | null | undefined, pattern: string) => {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, pattern);
};

/** 'Jan 05, 2025' */
export const listDate = (iso: string | null | undefined) => formatted(iso, LIST_DATE);
/** 'Jan 5, 2025' */
export const detailsDate = (iso: string | null | undefined) => formatted(iso, DETAILS_DATE);
