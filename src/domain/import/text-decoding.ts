import type { TextEncoding } from './types';

/**
 * Turns a text file's bytes into text, telling which encoding it was. Excel on Windows writes
 * "CSV (Comma delimited)" in Windows-1252, "CSV UTF-8" with a byte-order mark, and "Unicode
 * Text" in UTF-16 LE with a mark; Google, Outlook on the web and phones write UTF-8.
 */

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

/**
 * Windows-1252's characters for bytes 0x80 to 0x9F (the rest equal their Latin-1 code points).
 * Written out because Node's TextDecoder decodes 'windows-1252' as Latin-1, so € “ ” Œ would read
 * differently in tests than in browsers. The five unassigned bytes keep their code points, as
 * browsers do.
 */
// prettier-ignore
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021,
  0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
  0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];

export function decodeWindows1252(bytes: Uint8Array): string {
  const chunks: string[] = [];
  // In slices, so String.fromCharCode never gets more arguments than an engine allows.
  const slice = 8192;
  for (let start = 0; start < bytes.length; start += slice) {
    const codes = Array.from(bytes.subarray(start, start + slice), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? (CP1252_HIGH[byte - 0x80] ?? byte) : byte,
    );
    chunks.push(String.fromCharCode(...codes));
  }
  return chunks.join('');
}

/** Whether the bytes are UTF-16 written without a byte-order mark: ASCII text leaves every other byte 0. */
function bomlessUtf16(bytes: Uint8Array): 'le' | 'be' | null {
  const pairs = Math.min(Math.floor(bytes.length / 2), 512);
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let pair = 0; pair < pairs; pair += 1) {
    if (bytes[pair * 2] === 0) evenZeros += 1;
    if (bytes[pair * 2 + 1] === 0) oddZeros += 1;
  }
  // Text in UTF-8 or 1252 has no zero bytes at all; UTF-16 of Latin text has one in most pairs.
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.1) return 'le';
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.1) return 'be';
  return null;
}

export function decodeText(bytes: Uint8Array): DecodedText {
  const [first, second, third] = bytes;
  if (first === 0xef && second === 0xbb && third === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'UTF-8 with BOM' };
  }
  if (first === 0xff && second === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'UTF-16 LE' };
  }
  if (first === 0xfe && second === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'UTF-16 BE' };
  }
  const utf16 = bomlessUtf16(bytes);
  if (utf16 === 'le')
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'UTF-16 LE' };
  if (utf16 === 'be')
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'UTF-16 BE' };
  try {
    // `fatal` refuses bytes that are not UTF-8; 1252 text with an accent (é is E9) always has some.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'Windows-1252' };
  }
}
