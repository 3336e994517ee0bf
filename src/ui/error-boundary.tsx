import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What broke, in the visitor's words: "this page", "this chart". */
  scope?: string;
  /** A smaller fallback for a widget inside a page. */
  compact?: boolean;
}

interface State {
  error: Error | null;
}

/** Catches a render error so the rest of the app keeps working, and offers a reload. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept for whoever opens the console; the visitor sees the fallback.
    console.warn('Recovered from a render error', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const scope = this.props.scope ?? 'this page';
    return (
      <Box
        role="alert"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        p={this.props.compact ? '4' : '8'}
        my={this.props.compact ? '0' : '8'}
        textAlign="center"
      >
        <Heading as="h2" size={this.props.compact ? 'md' : 'xl'} mb="2">
          Something went wrong with {scope}.
        </Heading>
        <Text color="fg.muted" mb="4">
          The rest of the site still works. Reloading usually fixes this.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Box>
    );
  }
}
