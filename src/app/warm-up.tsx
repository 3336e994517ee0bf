import {
  Activity,
  Component,
  startTransition,
  useEffect,
  useInsertionEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { LAZY_PAGES } from '@/site/pages';
import { whenIdle } from '@/ui/prefetch';

/** The pages visitors most often open next: the top navigation's and the demo sign-in. */
const NEXT_PAGES = ['solutions', 'pricing', 'auth', 'contact'] as const;

type NextPage = (typeof NEXT_PAGES)[number];

/** The pages already rendered ahead in this document: a second time would find nothing cold. */
const warmed = new Set<NextPage>();

/** A warm-up render that fails is simply not warm; the page itself has its own boundary. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A User Timing mark once the warm-up has had its go at every page: in a profile it shows where
 * the work ahead ended, and tests wait for it before they count what a first visit adds.
 */
export const WARM_UP_DONE = 'warm-up: done';

/** How long a warm-up render may take before the next page's turn comes anyway. */
const RENDER_WAIT_MS = 2000;

/**
 * Last in the hidden page: tells the warm-up that React has committed the page's hidden render.
 * Insertion effects run in a hidden Activity (that is how the page's styles get into the
 * document); other effects do not.
 */
function Rendered({ onRendered }: { onRendered: () => void }) {
  useInsertionEffect(onRendered);
  return null;
}

/**
 * On the public site, once it has loaded and while the visitor reads: one per idle period, each
 * page visitors most often open next. Each is fetched, then rendered once where nobody sees it
 * (a hidden Activity, so none of its effects run, in a node outside the document) and dropped:
 * its code is compiled and its styles are in the page, so the first visit costs what a return
 * costs. React renders a hidden Activity's content after all other work, so the next page waits
 * until that render has happened: swapped in sooner, a page would be dropped before it had
 * rendered. Once per page and document: coming back from the dashboard mounts this again, and
 * finds nothing left to do. Not the dashboard: public pages never fetch it. A chunk of its own,
 * fetched after first paint, so the first bundle does not carry it.
 */
export default function WarmUp() {
  const [page, setPage] = useState<{
    name: NextPage;
    Page: ComponentType;
    rendered: () => void;
  } | null>(null);
  const [container] = useState(() => document.createElement('div'));

  useEffect(
    () =>
      whenIdle([
        ...NEXT_PAGES.filter((name) => !warmed.has(name)).map((name) => async () => {
          const Page = LAZY_PAGES[name];
          if (!(await Page.preload())) return;
          await new Promise<void>((done) => {
            const timer = setTimeout(done, RENDER_WAIT_MS);
            const rendered = () => {
              // Marked once rendered: a page dropped before then is warmed on the next mount.
              warmed.add(name);
              clearTimeout(timer);
              done();
            };
            startTransition(() => setPage({ name, Page, rendered }));
          });
        }),
        async () => {
          startTransition(() => setPage(null));
          performance.mark(WARM_UP_DONE);
        },
      ]),
    [],
  );

  if (!page) return null;
  return createPortal(
    <Quiet>
      <Activity mode="hidden">
        <page.Page />
        <Rendered onRendered={page.rendered} />
      </Activity>
    </Quiet>,
    container,
  );
}
