// The hotel's reports for its accountant (issue 44, decision 143): a month's GSTR-1, table by table.
import { z } from 'zod';

export const GSTR1_SECTION_NAMES = [
  'b2b',
  'b2cs',
  'cdnr',
  'at',
  'atadj',
  'hsn-b2b',
  'hsn-b2c',
  'docs',
] as const;

export const Gstr1Query = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM, e.g. 2026-12.')
    .optional()
    .meta({ description: 'The month (hotel dates); the last month when left out' }),
});

export const Gstr1SectionParams = z.object({
  section: z.enum(GSTR1_SECTION_NAMES).meta({ description: "The offline tool's sheet" }),
});

/** A month's GSTR-1 as the console shows it: each table with its rows and taxable value. */
export const Gstr1Return = z.object({
  month: z.string(),
  gstin: z.string().nullable().meta({ description: "The hotel's GSTIN, from the month's documents" }),
  sections: z.array(
    z.object({
      name: z.enum(GSTR1_SECTION_NAMES),
      title: z.string(),
      header: z.array(z.string()),
      rows: z.array(z.array(z.string())),
      taxablePaise: z.number().int(),
      taxable: z.string().meta({ description: 'The taxable value in words: "₹12,500"' }),
    }),
  ),
});
export type Gstr1Return = z.infer<typeof Gstr1Return>;
