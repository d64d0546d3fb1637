import { describe, expect, it } from 'vitest';
import { completeCode, pasteDigits, resendWait, typeDigit } from './otp-input';

const empty = ['', '', '', '', '', ''];

describe('the code boxes', () => {
  it('keep one digit per box, the last one typed', () => {
    expect(typeDigit(empty, 0, '4')).toEqual(['4', '', '', '', '', '']);
    expect(typeDigit(['4', '', '', '', '', ''], 0, '47')).toEqual(['7', '', '', '', '', '']);
    expect(typeDigit(empty, 2, 'a')).toEqual(empty);
  });

  it('fill every box when the phone autofills the whole code into one', () => {
    expect(typeDigit(empty, 0, '482913')).toEqual(['4', '8', '2', '9', '1', '3']);
  });

  it('fill all six from a pasted code, wherever it is pasted', () => {
    expect(pasteDigits(empty, 3, 'Your code: 482 913')).toEqual({
      boxes: ['4', '8', '2', '9', '1', '3'],
      focus: 5,
    });
  });

  it('fill from the box pasted into when fewer digits come', () => {
    expect(pasteDigits(['1', '2', '', '', '', ''], 2, '34')).toEqual({
      boxes: ['1', '2', '3', '4', '', ''],
      focus: 4,
    });
  });

  it('give the code only when complete', () => {
    expect(completeCode(['4', '8', '2', '9', '1', '3'])).toBe('482913');
    expect(completeCode(['4', '8', '', '9', '1', '3'])).toBeNull();
  });

  it('count the resend wait down from 30 seconds', () => {
    expect(resendWait(1_000, 1_000)).toBe(30);
    expect(resendWait(1_000, 21_500)).toBe(10);
    expect(resendWait(1_000, 40_000)).toBe(0);
  });
});
