import { Moon, Sun } from 'lucide-react';
import { toggleColorMode, useColorMode } from './color-mode';
import { buttonClass } from './static-styles';

/**
 * A toggle button for dark mode: its name stays "Dark mode" and `aria-pressed` says whether
 * it is on, so screen readers announce "Dark mode, toggle button, pressed". Drawn as Chakra's
 * ghost Button (src/ui/static-styles/buttons.ts).
 */
export function ColorModeToggle() {
  const mode = useColorMode();
  const dark = mode === 'dark';
  return (
    <button
      type="button"
      className={buttonClass({ variant: 'ghost' })}
      aria-label="Dark mode"
      aria-pressed={dark}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => toggleColorMode()}
    >
      {dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </button>
  );
}
