import { Box, Button, Container, Flex, HStack, Icon, Link, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ExternalLinkIcon, Menu, X } from 'lucide-react';
import { useAppActor } from '@/state/app-actor-context';
import { config } from '@/state/config';
import { selectPage } from '@/state/selectors';
import type { Page, PathPage } from '@/domain/pages';
import { ColorModeToggle } from '@/ui/color-mode-toggle';
import { ExternalLink, PageLink } from '@/ui/links';
import { Logo } from '@/ui/logo';
import { sc } from '@/ui/static-styles';

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
        <PageLink
          key={page}
          to={page}
          onNavigate={onNavigate}
          aria-current={current === page ? 'page' : undefined}
          fontWeight="medium"
          px="3"
          py="2"
          minH="10"
          display="inline-flex"
          alignItems="center"
          borderRadius="l2"
          color="fg"
          _currentPage={{ color: 'brand.fg' }}
          _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
        >
          {label}
        </PageLink>
      ))}
      <ExternalLink
        href={config.apiDocsUrl}
        fontWeight="medium"
        px="3"
        py="2"
        minH="10"
        display="inline-flex"
        alignItems="center"
        gap="1"
        borderRadius="l2"
        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      >
        Developers
        <Icon as={ExternalLinkIcon} boxSize="3.5" aria-hidden="true" />
        <span className={sc('sr-only')}>(opens in a new tab)</span>
      </ExternalLink>
    </>
  );
});

/** The same on every page: a page change renders the nav links, not this. */
const SignupButton = memo(function SignupButton() {
  return (
    <Button asChild colorPalette="gold" size="md">
      <Link href={config.appUrl} target="_blank" rel="noopener noreferrer" textDecoration="none">
        Signup/Login
        <span className={sc('sr-only')}>(opens in a new tab)</span>
      </Link>
    </Button>
  );
});

const HomeLink = memo(function HomeLink() {
  return (
    <PageLink
      to="home"
      aria-label="Nkra home"
      _hover={{ textDecoration: 'none' }}
      borderRadius="l2"
    >
      <Logo />
    </PageLink>
  );
});

const ColorModeButton = memo(ColorModeToggle);

/** Top navigation; below `md` the links fold into a menu that a toggle opens. */
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
    <Box
      as="header"
      borderBottomWidth="1px"
      borderColor="border"
      bg="bg"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Container as="nav" aria-label="Main" maxW="7xl">
        <Flex align="center" justify="space-between" minH="16" gap="4">
          <HomeLink />
          <HStack gap="1" display={{ base: 'none', md: 'flex' }}>
            <NavLinks current={page} />
          </HStack>
          <HStack gap="2">
            <Box display={{ base: 'none', md: 'block' }}>
              <SignupButton />
            </Box>
            <ColorModeButton />
            <Button
              ref={toggleRef}
              display={{ base: 'inline-flex', md: 'none' }}
              variant="ghost"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <Icon as={menuOpen ? X : Menu} boxSize="6" aria-hidden="true" />
            </Button>
          </HStack>
        </Flex>
        <Box id={menuId} hidden={!menuOpen} display={{ md: 'none' }} pb="4">
          <Stack gap="1">
            <NavLinks current={page} onNavigate={closeMenu} />
            <Box pt="2">
              <SignupButton />
            </Box>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
