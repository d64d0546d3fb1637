/** An E.164 number spaced for reading (`+91 98123 45678` for Indian mobiles); other numbers as given. */
export function displayPhone(e164: string): string {
  const indian = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : e164;
}
