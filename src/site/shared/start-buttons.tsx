import { config } from '@/state/config';
import { PageButton } from '@/ui/links';
import { sc, type ButtonLook } from '@/ui/static-styles';
import { ExternalButton } from './external-button';

interface StartButtonsProps {
  size: ButtonLook['size'];
  /** Centre the pair: always, or from `md` (stacked to the start on phones). */
  centred?: boolean | 'md';
  /** Give the outline button a panel background where it sits on a tinted section. */
  onTint?: boolean;
}

/** The pair every call to action offers: the real sign-up (new tab) and the in-app demo. */
export function StartButtons({ size, centred = false, onTint = false }: StartButtonsProps) {
  const className = sc(
    'start-buttons',
    centred === 'md' && 'start-buttons-centred-md',
    centred === true && 'start-buttons-centred',
  );
  return (
    <div className={className}>
      <ExternalButton href={config.appUrl} palette="gold" size={size}>
        Get Started
      </ExternalButton>
      <PageButton to="auth" size={size} variant="outline" palette="brand" onPanel={onTint}>
        Try the demo
      </PageButton>
    </div>
  );
}
