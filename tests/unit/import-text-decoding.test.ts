// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeText, decodeWindows1252 } from '@/domain/import/text-decoding';

const utf16 = (text: string, littleEndian: boolean) => {
  const bytes = new Uint8Array(text.length * 2);
  const view = new DataView(bytes.buffer);
  for (let index = 0; index < text.length; index += 1) {
    view.setUint16(index * 2, text.charCodeAt(index), littleEndian);
  }
  return bytes;
};
const concat = (...parts: Uint8Array[]) => {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
};
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeText', () => {
  it('reads UTF-8 with a byte-order mark, and leaves the mark out of the text', () => {
    expect(decodeText(concat(new Uint8Array([0xef, 0xbb, 0xbf]), utf8('Name,Ɛfua')))).toEqual({
      text: 'Name,Ɛfua',
      encoding: 'UTF-8 with BOM',
    });
  });

  it('reads UTF-16 in either byte order after its mark', () => {
    expect(decodeText(concat(new Uint8Array([0xff, 0xfe]), utf16('Kɔfi\tƆwusu', true)))).toEqual({
      text: 'Kɔfi\tƆwusu',
      encoding: 'UTF-16 LE',
    });
    expect(decodeText(concat(new Uint8Array([0xfe, 0xff]), utf16('Kɔfi\tƆwusu', false)))).toEqual({
      text: 'Kɔfi\tƆwusu',
      encoding: 'UTF-16 BE',
    });
  });

  it('recognises UTF-16 saved without a mark by its zero bytes', () => {
    expect(decodeText(utf16('Name\tPhone\r\nAma\t0244123456', true))).toEqual({
      text: 'Name\tPhone\r\nAma\t0244123456',
      encoding: 'UTF-16 LE',
    });
  });

  it('reads UTF-8 without a mark, plain ASCII included', () => {
    expect(decodeText(utf8('Ɛsi Ofori,Amélie'))).toEqual({
      text: 'Ɛsi Ofori,Amélie',
      encoding: 'UTF-8',
    });
    expect(decodeText(utf8('Name,Phone'))).toEqual({ text: 'Name,Phone', encoding: 'UTF-8' });
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8', () => {
    // "Amélie Sèna François" as Excel on a Windows PC writes it: é E9, è E8, ç E7.
    const bytes = new Uint8Array([
      0x41, 0x6d, 0xe9, 0x6c, 0x69, 0x65, 0x20, 0x53, 0xe8, 0x6e, 0x61, 0x20, 0x46, 0x72, 0x61,
      0x6e, 0xe7, 0x6f, 0x69, 0x73,
    ]);
    expect(decodeText(bytes)).toEqual({ text: 'Amélie Sèna François', encoding: 'Windows-1252' });
  });

  it('reads 1252’s own characters in 80–9F as browsers do, not as Latin-1', () => {
    expect(decodeWindows1252(new Uint8Array([0x80, 0x93, 0x94, 0x96, 0x8c, 0x9c, 0x81]))).toBe(
      '€“”–Œœ\u0081',
    );
  });
});
