// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { carrierView } from '@/domain/sms';
import {
  appendTag,
  isPersonalizationTag,
  isTemplateId,
  PERSONALIZATION_TAGS,
  templateById,
  templatePreview,
  TEMPLATES,
} from '@/domain/templates';

describe('templates', () => {
  it('are welcome, promotion, reminder and shipping', () => {
    expect(TEMPLATES.map((template) => template.id)).toEqual([
      'welcome',
      'promotion',
      'reminder',
      'shipping',
    ]);
  });

  it('welcome tells the recipient to reply STOP to opt out', () => {
    expect(templateById('welcome').content).toMatch(/Reply STOP to opt out/);
  });

  it('promotion offers code SAVE20 for 20% off', () => {
    const { content } = templateById('promotion');
    expect(content).toContain('SAVE20');
    expect(content).toContain('20% off');
  });

  it.each(TEMPLATES.map((template) => [template.id, template] as const))(
    '%s fits in one SMS and costs no UCS-2',
    (_id, template) => {
      expect(template.content.length).toBeLessThanOrEqual(160);
      expect(carrierView(template.content).encoding).toBe('GSM-7');
    },
  );

  it('previews the first 50 characters', () => {
    const template = templateById('welcome');
    const preview = templatePreview(template);
    expect(preview).toBe(`${template.content.slice(0, 50)}...`);
    expect(templatePreview({ ...template, content: 'Short one.' })).toBe('Short one.');
    expect(templatePreview({ ...template, content: 'y'.repeat(50) })).toBe('y'.repeat(50));
  });

  it('knows its ids', () => {
    expect(isTemplateId('shipping')).toBe(true);
    expect(isTemplateId('birthday')).toBe(false);
  });
});

describe('personalization tags', () => {
  it('are the six of the spec', () => {
    expect(PERSONALIZATION_TAGS).toEqual([
      '[name]',
      '[company]',
      '[date]',
      '[time]',
      '[order]',
      '[link]',
    ]);
    expect(isPersonalizationTag('[order]')).toBe(true);
    expect(isPersonalizationTag('[email]')).toBe(false);
  });

  it.each([
    ['', '[name]', '[name]'],
    ['Hello', '[name]', 'Hello [name]'],
    ['Hello ', '[name]', 'Hello [name]'],
    ['Line one\n', '[link]', 'Line one\n[link]'],
    ['Order [order]', '[link]', 'Order [order] [link]'],
  ] as const)('appending to %j gives %j', (message, tag, expected) => {
    expect(appendTag(message, tag)).toBe(expected);
  });
});
