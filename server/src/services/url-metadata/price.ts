import { desireLimits } from '@contract/limits';

/**
 * A price as a shop shows it, through Intl in English: "$129.99", "€1,299.00", "£10.00",
 * "CA$5.00", "¥1,000". Without a currency the number alone ("129.99"). An amount that is not a
 * plain number ("from 10 to 20") is kept as written, after the currency code. Null for nothing usable.
 */
export function formatPrice(amount: string | number, currency: string | null): string | null {
  const value = typeof amount === 'number' ? amount : parseAmount(amount);
  const code = currency?.trim().toUpperCase() ?? '';
  if (value === null) {
    const raw = typeof amount === 'string' ? amount.replace(/\s+/g, ' ').trim() : '';
    if (!/\d/.test(raw)) return null;
    return fit(/^[A-Z]{3}$/.test(code) && !raw.toUpperCase().includes(code) ? `${code} ${raw}` : raw);
  }
  if (!Number.isFinite(value) || value <= 0) return null;
  if (/^[A-Z]{3}$/.test(code)) {
    return fit(new Intl.NumberFormat('en', { style: 'currency', currency: code }).format(value));
  }
  const digits = Number.isInteger(value) ? 0 : 2;
  const number = new Intl.NumberFormat('en', { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(value);
  // A symbol where the code belongs ("$", "€") still reads right in front of the number.
  return fit(code.length > 0 && code.length <= 3 && !/[A-Z0-9]/.test(code) ? `${code}${number}` : number);
}

/**
 * A number written the way people write prices: "129.99", "1,299.00", "129,99", "1.299,00",
 * "1 299,00", "$129.99". Null when the text is anything more than one amount.
 */
export function parseAmount(text: string): number | null {
  // Drop a currency symbol or code on either side; what is left must be digits and separators.
  let start = 0;
  let end = text.length;
  while (start < end && !isDigit(text.charCodeAt(start))) start++;
  while (end > start && !isDigit(text.charCodeAt(end - 1))) end--;
  const core = text.slice(start, end);
  if (!core || !/^[\d.,' \u00a0\u202f]+$/.test(core)) return null;
  let digits = core.replace(/[' \u00a0\u202f]/g, '');
  const lastComma = digits.lastIndexOf(',');
  const lastDot = digits.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the one written last separates the decimals.
    digits = lastComma > lastDot ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '');
  } else if (lastComma >= 0) {
    const decimals = digits.length - lastComma - 1;
    const single = digits.indexOf(',') === lastComma;
    digits = single && decimals <= 2 ? digits.replace(',', '.') : digits.replace(/,/g, '');
  } else if (lastDot >= 0 && digits.indexOf('.') !== lastDot) {
    digits = digits.replace(/\./g, ''); // "1.299.000"
  }
  if (!/^\d+(?:\.\d+)?$/.test(digits)) return null;
  return Number(digits);
}

const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

/** The desire's estimated cost holds at most this many characters. */
function fit(price: string): string | null {
  return price.length <= desireLimits.estimatedCostMax ? price : null;
}
