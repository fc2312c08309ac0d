import { format } from 'date-fns/format';
import { SOURCE_LANGUAGE } from '@contract/languages';
import { currentLanguage, intlLocale } from '@/lib/i18n';

// The spec's two date formats (spec 9), as date-fns patterns: the list and the details screen.
// Another language writes the same parts (short month, day, year) in its own order, through Intl.
const LIST_DATE = { pattern: 'MMM dd, yyyy', day: '2-digit' } as const;
const DETAILS_DATE = { pattern: 'MMM d, yyyy', day: 'numeric' } as const;

const formatted = (iso: string | null | undefined, { pattern, day }: { pattern: string; day: '2-digit' | 'numeric' }) => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (currentLanguage() === SOURCE_LANGUAGE) return format(date, pattern);
  return new Intl.DateTimeFormat(intlLocale(), { month: 'short', day, year: 'numeric' }).format(date);
};

/** 'Jan 05, 2025' (in English) */
export const listDate = (iso: string | null | undefined) => formatted(iso, LIST_DATE);
/** 'Jan 5, 2025' (in English) */
export const detailsDate = (iso: string | null | undefined) => formatted(iso, DETAILS_DATE);
