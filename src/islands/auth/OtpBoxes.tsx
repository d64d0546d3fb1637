import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { OTP_DIGITS, pasteDigits, typeDigit } from '~/lib/otp-input';

interface Props {
  boxes: string[];
  onChange(boxes: string[]): void;
  labelledBy: string;
  invalid?: boolean;
}

/**
 * Six one-digit boxes, each posted as `otp` (the server joins them, so a whole code typed or autofilled into the
 * first box works without script too): focus advances after a digit, Backspace goes back, pasting a code fills
 * them all.
 */
export default function OtpBoxes({ boxes, onChange, labelledBy, invalid }: Props) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => inputs.current[Math.max(0, Math.min(OTP_DIGITS - 1, index))]?.focus();

  // Digits typed before the island woke are the boxes' state from now on (the next render would wipe them).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, at hydration
  useEffect(() => {
    const typed = inputs.current.map((input) => input?.value ?? '').join('');
    if (typed) onChange(pasteDigits(Array(OTP_DIGITS).fill(''), 0, typed).boxes);
  }, []);

  function typed(index: number, value: string) {
    const next = typeDigit(boxes, index, value);
    onChange(next);
    if (value.replace(/\D/g, '').length >= OTP_DIGITS) focus(OTP_DIGITS - 1);
    else if (next[index] && index < OTP_DIGITS - 1) focus(index + 1);
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !boxes[index] && index > 0) {
      event.preventDefault();
      onChange(typeDigit(boxes, index - 1, ''));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  }

  function pasted(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const result = pasteDigits(boxes, index, event.clipboardData.getData('text'));
    onChange(result.boxes);
    focus(result.focus);
  }

  return (
    <fieldset className="otp-boxes" aria-labelledby={labelledBy}>
      {boxes.map((digit, index) => (
        <input
          // The six boxes never reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
          key={index}
          ref={(el) => {
            inputs.current[index] = el;
          }}
          name="otp"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${OTP_DIGITS}`}
          aria-invalid={invalid}
          value={digit}
          onChange={(e) => typed(index, e.target.value)}
          onKeyDown={(e) => keyDown(index, e)}
          onPaste={(e) => pasted(index, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </fieldset>
  );
}
