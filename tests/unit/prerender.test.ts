// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import {
  pageChunks,
  pageFile,
  pageHead,
  robots,
  siteUrlFrom,
  sitemap,
  takeModuleTags,
} from '../../build/vite-prerender';
import { pageFromHash, pageFromPath, pathForPage, PAGES, type PathPage } from '@/domain/pages';

describe('page paths (src/domain/pages.ts)', () => {
  it('gives every page but the 404 page a path that names it again', () => {
    for (const page of PAGES) {
      if (page === 'notFound') continue;
      const path = pathForPage(page);
      expect(path).toBe(page === 'home' ? '/' : `/${page}`);
      expect(pageFromPath(path)).toBe(page);
    }
  });

  it('reads paths as static hosts serve them, and names no page for anything else', () => {
    expect(pageFromPath('/pricing/')).toBe('pricing');
    expect(pageFromPath('/pricing/index.html')).toBe('pricing');
    expect(pageFromPath('/index.html')).toBe('home');
    expect(pageFromPath('/FAQ')).toBe('faq');
    for (const path of ['/nope', '/pricing/extra', '/notFound', '/%E0%A4%A', '/site/pricing']) {
      expect(pageFromPath(path)).toBeNull();
    }
  });

  it('reads old hash links, and nothing else, as pages', () => {
    expect(pageFromHash('#pricing')).toBe('pricing');
    expect(pageFromHash('#/docs')).toBe('docs');
    expect(pageFromHash('#%20FAQ%20')).toBe('faq');
    for (const hash of ['', '#', '#main', '#notFound', '#%E0%A4%A'])
      expect(pageFromHash(hash)).toBeNull();
  });
});

describe('the built pages (build/vite-prerender.ts)', () => {
  it('writes each page where a static host serves its path', () => {
    expect(pageFile('home')).toBe('index.html');
    expect(pageFile('pricing')).toBe('pricing/index.html');
    expect(pageFile('notFound')).toBe('404.html');
  });

  it("preloads a page's own chunks, never the entry's", () => {
    const manifest: Manifest = {
      'src/app/main.tsx': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-b.js' },
      'src/site/pricing/pricing-page.tsx': {
        file: 'assets/pricing-page-c.js',
        isDynamicEntry: true,
        imports: ['src/app/main.tsx', '_plan-card.js', '_react.js'],
      },
      '_plan-card.js': { file: 'assets/plan-card-d.js', imports: ['_react.js'] },
    };
    expect(pageChunks(manifest, 'src/site/pricing/pricing-page.tsx', '/')).toEqual([
      '/assets/pricing-page-c.js',
      '/assets/plan-card-d.js',
    ]);
    expect(pageChunks(manifest, 'src/site/none.tsx', '/')).toEqual([]);
  });

  it("takes Vite's module tags out of index.html, the entry first, for the loader to start", () => {
    const built = takeModuleTags(
      '<head>\n  <script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
        '  <link rel="modulepreload" crossorigin href="/assets/react-b.js">\n</head>',
    );
    expect(built.entry).toEqual(['/assets/index-a.js']);
    expect(built.modules).toEqual(['/assets/react-b.js']);
    expect(built.html).toBe('<head>\n</head>');
    expect(() => takeModuleTags('<head></head>')).toThrow(/no module script/);
  });

  it("writes each page's head: its title, description, canonical URL, Open Graph and policy", () => {
    const head = pageHead({
      page: 'pricing',
      title: 'Pricing · Nkra',
      description: 'Plans & prices "in cedis"',
      siteUrl: 'https://sms.example.gh',
      policy: "default-src 'self'; frame-ancestors 'none'",
      colorModeScript: 'void 0',
      styles: '<style data-emotion="css a">.css-a{}</style>',
      noindex: false,
    });
    expect(head).toContain('<title>Pricing · Nkra</title>');
    expect(head).toContain(
      '<meta name="description" content="Plans &amp; prices &quot;in cedis&quot;" />',
    );
    expect(head).toContain('<link rel="canonical" href="https://sms.example.gh/pricing" />');
    expect(head).toContain('<meta property="og:url" content="https://sms.example.gh/pricing" />');
    expect(head).toContain(
      '<meta property="og:image" content="https://sms.example.gh/og-image.png" />',
    );
    expect(head).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'self'" />`,
    );
    expect(head.indexOf('Content-Security-Policy')).toBeLessThan(head.indexOf('<script>'));
    expect(head).toContain('<style data-emotion="css a">');

    const hidden = pageHead({
      page: 'notFound',
      title: 'Page not found · Nkra',
      description: 'Gone',
      siteUrl: 'https://sms.example.gh',
      policy: "default-src 'self'",
      colorModeScript: '',
      styles: '',
      noindex: true,
    });
    expect(hidden).toContain('<meta name="robots" content="noindex" />');
    expect(hidden).not.toContain('canonical');
    expect(hidden).not.toContain('og:url');
  });

  it('lists the public pages in the sitemap and keeps crawlers out of the demo', () => {
    const pages: PathPage[] = ['home', 'pricing'];
    expect(sitemap('https://sms.example.gh', pages)).toContain(
      '<url><loc>https://sms.example.gh/</loc></url>\n  <url><loc>https://sms.example.gh/pricing</loc></url>',
    );
    const text = robots('https://sms.example.gh');
    expect(text).toContain('Disallow: /dashboard');
    expect(text).toContain('Sitemap: https://sms.example.gh/sitemap.xml');
  });

  it('takes the site address from VITE_SITE_URL, without a trailing slash', () => {
    expect(siteUrlFrom({ VITE_SITE_URL: ' https://sms.example.gh// ' })).toBe(
      'https://sms.example.gh',
    );
    expect(siteUrlFrom({})).toBe('https://nkra.example.com');
  });
});
