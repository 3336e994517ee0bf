import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadText, svgMarkup } from '@/statecharts/export';

const SVG_NS = 'http://www.w3.org/2000/svg';

function drawing() {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('data-chart-width', '300');
  svg.setAttribute('data-chart-height', '120');
  svg.style.setProperty('--chakra-colors-fg', '#111111');
  svg.style.setProperty('--chakra-colors-bg', '#ffffff');
  const style = document.createElementNS(SVG_NS, 'style');
  style.textContent = '.x { stroke: var(--chakra-colors-fg); }';
  const view = document.createElementNS(SVG_NS, 'g');
  view.setAttribute('data-chart-view', '');
  view.setAttribute('transform', 'translate(40 10) scale(2)');
  const ring = document.createElementNS(SVG_NS, 'rect');
  ring.setAttribute('data-focus-ring', '');
  const box = document.createElementNS(SVG_NS, 'rect');
  box.setAttribute('stroke', 'var(--chakra-colors-fg)');
  box.setAttribute('fill', 'var(--chakra-colors-missing, #abcdef)');
  view.append(ring, box);
  svg.append(style, view);
  document.body.append(svg);
  return svg;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('svgMarkup', () => {
  it('writes a standalone SVG of the whole chart with its colours resolved', () => {
    const markup = svgMarkup(drawing());
    const parsed = new DOMParser().parseFromString(markup, 'image/svg+xml');
    const root = parsed.documentElement;
    expect(root.namespaceURI).toBe(SVG_NS);
    expect(markup).toMatch(/^<\?xml/);
    expect(root.getAttribute('viewBox')).toBe('0 0 300 120');
    expect(root.getAttribute('width')).toBe('300');
    expect(markup).not.toContain('var(');
    expect(markup).not.toContain('data-focus-ring');
    expect(root.querySelector('[data-chart-view]')?.hasAttribute('transform')).toBe(false);
    const background = root.querySelector(':scope > rect');
    expect(background?.getAttribute('fill')).toBe('#ffffff');
    expect(root.querySelector('style')?.textContent).toContain('stroke: #111111');
    const drawn = [...root.querySelectorAll('g rect')];
    expect(drawn.map((rect) => rect.getAttribute('stroke'))).toEqual(['#111111']);
    expect(drawn[0]?.getAttribute('fill')).toBe('#abcdef');
  });
});

describe('downloadText', () => {
  it('offers the text as a file through a temporary link, then frees it', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:chart';
    });
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    downloadText('app-statechart.mmd', 'stateDiagram-v2\n', 'text/plain');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('app-statechart.mmd');
    expect(clicked[0]?.href).toBe('blob:chart');
    expect(document.querySelector('a')).toBeNull();
    expect(await created[0]?.text()).toBe('stateDiagram-v2\n');
    expect(created[0]?.type).toBe('text/plain;charset=utf-8');
    // Released once the browser has had time to start the download.
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    vi.useRealTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:chart');
  });
});
