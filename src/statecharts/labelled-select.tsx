import { Box, chakra, NativeSelect } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A native select with its visible label above it: the view's machine and journey pickers. */
export function LabelledSelect({
  label,
  value,
  onChange,
  minW,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  minW?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box minW={minW}>
      <chakra.label htmlFor={id} textStyle="sm" fontWeight="medium" display="block" mb="1">
        {label}
      </chakra.label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          id={id}
          value={value}
          onChange={(change) => onChange(change.target.value)}
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}
