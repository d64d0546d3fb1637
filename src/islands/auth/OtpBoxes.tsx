import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { OTP_DIGITS, pasteDigits, typeDigit } from '~/lib/otp-input';

interface Props {
  boxes: string[];
  onChange(boxes: string[]): void;
  labelledBy: string;
  invalid?: boolean;
}

/** Six one-digit boxes: focus advances after a digit, Backspace goes back, pasting a code fills them all. */
export default function OtpBoxes({ boxes, onChange, labelledBy, invalid }: Props) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => inputs.current[Math.max(0, Math.min(OTP_DIGITS - 1, index))]?.focus();

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
          type="text"
          inputMode="numeric"
          pattern="[0-9]"
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
