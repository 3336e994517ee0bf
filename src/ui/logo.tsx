import { BRAND } from '@/state/config';
import { sc } from './static-styles';

/** The wordmark: a speech bubble in brand green and the name. */
export function Logo() {
  return (
    <div className={sc('logo')}>
      <span aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 28 28" focusable="false">
          <path
            fill="currentColor"
            d="M5 4h18a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H12l-5.5 4.5V20H5a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3z"
          />
          <path fill="var(--chakra-colors-gold-400)" d="M8 10h12v2H8zm0 4h8v2H8z" />
        </svg>
      </span>
      <span>{BRAND.name}</span>
    </div>
  );
}
