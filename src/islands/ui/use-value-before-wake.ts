import { type RefObject, useEffect } from 'react';

/**
 * A field the guest typed into, pasted into or had autofilled before its island woke: React keeps the text on
 * hydration but its state still holds the rendered value, and the next render would wipe the field. Read once
 * when the island wakes, the field's own value becomes the state.
 */
export function useValueBeforeWake(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  onChange: (value: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, at hydration.
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed && typed !== value) onChange(typed);
  }, []);
}
