import { Button, Icon } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { toggleColorMode, useColorMode } from './color-mode';

/**
 * A toggle button for dark mode: its name stays "Dark mode" and `aria-pressed` says whether
 * it is on, so screen readers announce "Dark mode, toggle button, pressed".
 */
export function ColorModeToggle() {
  const mode = useColorMode();
  const dark = mode === 'dark';
  return (
    <Button
      variant="ghost"
      aria-label="Dark mode"
      aria-pressed={dark}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => toggleColorMode()}
    >
      <Icon as={dark ? Sun : Moon} boxSize="5" aria-hidden="true" />
    </Button>
  );
}
