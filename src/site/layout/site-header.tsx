import { useSelector } from '@xstate/react';
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ExternalLinkIcon, Menu, X } from 'lucide-react';
import { useAppActor } from '@/state/app-actor-context';
import { config } from '@/state/config';
import { selectPage } from '@/state/selectors';
import type { Page, PathPage } from '@/domain/pages';
import { ColorModeToggle } from '@/ui/color-mode-toggle';
import { ExternalAnchor, PageAnchor } from '@/ui/links';
import { Logo } from '@/ui/logo';
import { ExternalButton } from '../shared/external-button';
import { buttonClass, sc } from '@/ui/static-styles';

const NAV_PAGES: { page: PathPage; label: string }[] = [
  { page: 'home', label: 'Home' },
  { page: 'solutions', label: 'Solutions' },
  { page: 'pricing', label: 'Pricing' },
];

/** The links of the main navigation; they render again when the page changes, not otherwise. */
const NavLinks = memo(function NavLinks({
  current,
  onNavigate,
}: {
  current: Page;
  onNavigate?: () => void;
}) {
  return (
    <>
      {NAV_PAGES.map(({ page, label }) => (
        <PageAnchor
          key={page}
          to={page}
          onNavigate={onNavigate}
          aria-current={current === page ? 'page' : undefined}
          className={sc('nav-link')}
        >
          {label}
        </PageAnchor>
      ))}
      <ExternalAnchor href={config.apiDocsUrl} className={sc('nav-link-external')}>
        Developers
        <ExternalLinkIcon aria-hidden="true" />
        <span className={sc('sr-only')}>(opens in a new tab)</span>
      </ExternalAnchor>
    </>
  );
});

/** The same on every page: a page change renders the nav links, not this. */
const SignupButton = memo(function SignupButton() {
  return (
    <ExternalButton href={config.appUrl} palette="gold">
      Signup/Login
    </ExternalButton>
  );
});

const HomeLink = memo(function HomeLink() {
  return (
    <PageAnchor to="home" aria-label="Nkra home" className={sc('home-link')}>
      <Logo />
    </PageAnchor>
  );
});

const ColorModeButton = memo(ColorModeToggle);

/**
 * Top navigation; below `md` the links fold into a menu that a toggle opens. Plain elements styled
 * by src/ui/static-styles (layout.ts, and buttons.ts for the buttons).
 */
export function SiteHeader() {
  const app = useAppActor();
  const page = useSelector(app, selectPage);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // The menu closes whenever the page changes, however that happened (link, Back, Forward).
  const [menuPage, setMenuPage] = useState(page);
  if (menuPage !== page) {
    setMenuPage(page);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className={sc('site-header')}>
      <nav aria-label="Main" className={sc('page-width')}>
        <div className={sc('site-header-bar')}>
          <HomeLink />
          <div className={sc('site-nav')}>
            <NavLinks current={page} />
          </div>
          <div className={sc('site-header-actions')}>
            <div className={sc('site-header-signup')}>
              <SignupButton />
            </div>
            <ColorModeButton />
            <button
              type="button"
              ref={toggleRef}
              className={buttonClass({ variant: 'ghost' }, 'button-icon-6', 'site-menu-toggle')}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </button>
          </div>
        </div>
        <div id={menuId} hidden={!menuOpen} className={sc('site-menu')}>
          <div>
            <NavLinks current={page} onNavigate={closeMenu} />
            <div>
              <SignupButton />
            </div>
          </div>
        </div>
      </nav>
    </header>
  );
}
