/**
 * "2,847", "1,234.50": numbers as they read in Ghana (en-GH: comma thousands, point decimals).
 * Written out rather than asked of the browser: the first `Intl.NumberFormat` (or
 * `toLocaleString`) for a locale loads that locale's data, about 18 ms in the first render of
 * the home page; and a call of `toLocaleString` with options builds a new formatter each time
 * (about 50 µs). Rounds half away from zero on the number as written, and signs as Intl does.
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  const scaled = Math.round(Number(`${Math.abs(value)}e${fractionDigits}`));
  if (!Number.isSafeInteger(scaled)) {
    // Beyond what this app shows (or written with an exponent): the browser's own formatter.
    return value.toLocaleString('en-GH', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
  }
  const digits = String(scaled).padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  const fraction = digits.slice(digits.length - fractionDigits);
  const sign = value < 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}
