import { sc } from '@/ui/static-styles';
import { PageIntro } from '../shared/section';

/** A block of a legal document: a paragraph, or a bulleted list. */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

/**
 * Moves to a section without touching the URL: the hash names the page in this app, so an
 * in-page `#anchor` would navigate away. Focus follows, for keyboard and screen reader users.
 */
function jumpTo(id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}

/** A legal page: title, date, a numbered contents list and numbered sections. */
export function LegalDocument({
  title,
  updated,
  summary,
  sections,
}: {
  title: string;
  updated: string;
  summary: string;
  sections: readonly LegalSection[];
}) {
  return (
    <>
      <PageIntro eyebrow={`Last updated ${updated}`} title={title} lead={summary} />
      <div className={sc('page-width', 'legal-document')}>
        <nav aria-labelledby="legal-contents">
          <h2 id="legal-contents">Contents</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <button type="button" onClick={() => jumpTo(`legal-${section.id}`)}>
                  {section.title}
                </button>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={`legal-${section.id}`}>
            <h2 id={`legal-${section.id}`} tabIndex={-1}>
              {index + 1}. {section.title}
            </h2>
            {section.blocks.map((block, blockIndex) =>
              typeof block === 'string' ? (
                <p key={blockIndex}>{block}</p>
              ) : (
                <ul key={blockIndex}>
                  {block.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </div>
    </>
  );
}
