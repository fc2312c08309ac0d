import { browserStorage, storageKeys } from '@/lib/storage-keys';
import { intlLocale } from '@/lib/i18n';

/*
 * The currency a new price starts with: the member's last one, else their region's (from the
 * browser's language, "de-CH" → CHF), else the euro. The select offers a short list of common ones
 * (and keeps any other a desire already has).
 */

export const COMMON_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD', 'JPY', 'INR', 'BRL', 'MXN', 'SEK', 'NOK', 'DKK', 'PLN', 'TRY', 'AED', 'SAR', 'EGP', 'MAD'] as const;

const EURO = ['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'];
const BY_REGION: Record<string, string> = {
  US: 'USD', GB: 'GBP', CH: 'CHF', CA: 'CAD', AU: 'AUD', JP: 'JPY', IN: 'INR', BR: 'BRL', MX: 'MXN', SE: 'SEK', NO: 'NOK',
  DK: 'DKK', PL: 'PLN', TR: 'TRY', AE: 'AED', SA: 'SAR', EG: 'EGP', MA: 'MAD',
};

/** The currency of a region (ISO 3166 code), if it is one of the common ones. */
export function currencyOfRegion(region: string | undefined): string | undefined {
  if (!region) return undefined;
  return EURO.includes(region) ? 'EUR' : BY_REGION[region];
}

function browserRegion(): string | undefined {
  try {
    const tag = typeof navigator === 'undefined' ? undefined : navigator.languages?.[0] ?? navigator.language;
    return tag ? new Intl.Locale(tag).maximize().region : undefined;
  } catch {
    return undefined;
  }
}

export function defaultCurrency(): string {
  try {
    const last = browserStorage.get(storageKeys.lastCurrency);
    if (last && /^[A-Z]{3}$/.test(last)) return last;
  } catch {
    /* storage blocked: the region decides */
  }
  return currencyOfRegion(browserRegion()) ?? 'EUR';
}

export function rememberCurrency(currency: string): void {
  try {
    browserStorage.set(storageKeys.lastCurrency, currency);
  } catch {
    /* storage blocked: the next price starts from the region's */
  }
}

/*
 * Where the browser's own name reads wrong in a language (CLDR's Arabic gives the Indian rupee a
 * masculine adjective), the corrected name; every other name is Intl's.
 */
const NAME_FIXES: Record<string, Record<string, string>> = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a currency's name in Arabic, not a message
  ar: { INR: 'روبية هندية' },
};

/**
 * "EUR — Euro" in the reader's language, the code first so that a narrow select cut at its end still
 * shows it; the code alone where the browser has no name for it.
 */
export function currencyName(code: string): string {
  try {
    const locale = intlLocale();
    const fixed = NAME_FIXES[new Intl.Locale(locale).language]?.[code];
    const name = fixed ?? new Intl.DisplayNames(locale, { type: 'currency' }).of(code);
    return name && name !== code ? `${code} — ${name}` : code;
  } catch {
    return code;
  }
}
