/** The contact page's two forms: a get-in-touch enquiry and a feedback note. */
export const CONTACT_KINDS = ['enquiry', 'feedback'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
