import { Flex, type ButtonProps, type FlexProps } from '@chakra-ui/react';
import { config } from '@/state/config';
import { PageButton } from '@/ui/links';
import { ExternalButton } from './external-button';

interface StartButtonsProps {
  size: ButtonProps['size'];
  justify?: FlexProps['justify'];
  /** Give the outline button a panel background where it sits on a tinted section. */
  onTint?: boolean;
}

/** The pair every call to action offers: the real sign-up (new tab) and the in-app demo. */
export function StartButtons({ size, justify, onTint = false }: StartButtonsProps) {
  return (
    <Flex gap="3" flexWrap="wrap" justify={justify}>
      <ExternalButton href={config.appUrl} colorPalette="gold" size={size}>
        Get Started
      </ExternalButton>
      <PageButton
        to="auth"
        size={size}
        variant="outline"
        colorPalette="brand"
        bg={onTint ? 'bg.panel' : undefined}
      >
        Try the demo
      </PageButton>
    </Flex>
  );
}
