/**
 * Saving a chart: the drawing as a standalone SVG file (the whole chart, whatever the view's pan
 * and zoom, in the colours it has on screen), and any text (SVG, Mermaid, JSON) as a download.
 */
import { saveBlob } from '@/ui/save-file';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const CSS_VARIABLE = /var\(\s*(--[\w-]+)\s*(?:,\s*([^()]*(?:\([^()]*\)[^()]*)*))?\)/g;

/** Replaces every `var(--name)` by its computed value on `scope` (or its fallback). */
function resolveVariables(text: string, styles: CSSStyleDeclaration): string {
  let resolved = text;
  // A variable's fallback may itself be a variable: resolve until none is left.
  for (let pass = 0; pass < 5 && resolved.includes('var('); pass += 1) {
    resolved = resolved.replace(CSS_VARIABLE, (_match, name: string, fallback?: string) => {
      const value = styles.getPropertyValue(name).trim();
      return value || fallback?.trim() || 'currentColor';
    });
  }
  return resolved;
}

/**
 * A standalone SVG document of a drawn chart: with its namespace, the whole chart in view, no
 * focus rings or animation, and every colour written out (the CSS variables of the page's theme
 * do not exist in a file opened on its own), on the page's background colour.
 */
export function svgMarkup(svg: SVGSVGElement): string {
  const styles = getComputedStyle(svg);
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttributeNS(XMLNS_NS, 'xmlns', SVG_NS);

  const width = Number(svg.getAttribute('data-chart-width'));
  const height = Number(svg.getAttribute('data-chart-height'));
  if (width > 0 && height > 0) {
    clone.setAttribute('viewBox', `0 0 ${width} ${height}`);
    clone.setAttribute('width', String(Math.ceil(width)));
    clone.setAttribute('height', String(Math.ceil(height)));
    clone.querySelector('[data-chart-view]')?.removeAttribute('transform');
    const background = document.createElementNS(SVG_NS, 'rect');
    background.setAttribute('width', '100%');
    background.setAttribute('height', '100%');
    background.setAttribute('fill', 'var(--chakra-colors-bg)');
    clone.insertBefore(background, clone.firstChild);
  }
  for (const ring of clone.querySelectorAll('[data-focus-ring]')) ring.remove();
  for (const element of clone.querySelectorAll('[data-last]')) element.removeAttribute('class');

  for (const element of [clone, ...clone.querySelectorAll('*')]) {
    for (const attribute of [...element.attributes]) {
      if (attribute.value.includes('var(')) {
        element.setAttribute(attribute.name, resolveVariables(attribute.value, styles));
      }
    }
    if (element.localName === 'style' && element.textContent?.includes('var(')) {
      element.textContent = resolveVariables(element.textContent, styles);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}\n`;
}

/** Offers `text` as a file download named `fileName`. */
export function downloadText(fileName: string, text: string, mime: string): void {
  saveBlob(fileName, new Blob([text], { type: `${mime};charset=utf-8` }));
}
