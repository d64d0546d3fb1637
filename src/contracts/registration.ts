// Guest registration at check-in and the Form C of a foreign guest (decision 146): the staff console's wire contract.
import { z } from 'zod';
import {
  documentRefusal,
  ID_TYPES,
  idNumberRefusal,
  VISA_FREE_CITIZENSHIPS,
  VISA_TYPES,
  visaNeeded,
} from '~/lib/registration';
import { isoDate, notBlank, printable, recordId, rule } from './common';

const words = (what: string, max = 120) =>
  printable(
    z
      .string()
      .trim()
      .max(max, `${what}: keep it under ${max} characters.`)
      .regex(notBlank(), `${what} is needed.`),
    what,
  );
const optionalWords = (what: string, max = 200) =>
  printable(z.string().trim().max(max, `${what}: keep it under ${max} characters.`), what).default('');

const VISA_FIELDS = [
  'visaNumber',
  'visaPlaceOfIssue',
  'visaCountryOfIssue',
  'visaIssuedOn',
  'visaValidTill',
  'visaType',
] as const;

/** The Form C details of a foreign national, in the online form's order (lib/registration.ts). */
export const FormCInput = z
  .object({
    surname: words('The surname', 80),
    givenName: words('The given name', 80),
    gender: z.enum(['F', 'M', 'X'], { error: 'Choose the gender as the passport gives it.' }),
    dateOfBirth: isoDate(),
    addressAbroad: words('The address abroad', 300),
    cityAbroad: words('The city abroad', 80),
    countryAbroad: words('The country of residence', 80),
    passportPlaceOfIssue: words('The passport’s place of issue', 80),
    passportCountryOfIssue: words('The passport’s country of issue', 80),
    passportIssuedOn: isoDate(),
    passportValidTill: isoDate()
      .optional()
      .meta({ description: 'A passport’s; some other documents have none' }),
    // The visa: every foreign national's but a citizen of Nepal or Bhutan's (RegistrationInput checks which).
    visaNumber: words('The visa number', 30).optional(),
    visaPlaceOfIssue: words('The visa’s place of issue', 80).optional(),
    visaCountryOfIssue: words('The visa’s country of issue', 80).optional(),
    visaIssuedOn: isoDate().optional(),
    visaValidTill: isoDate().optional(),
    visaType: z.enum(VISA_TYPES, { error: `Choose the visa type: ${VISA_TYPES.join(', ')}.` }).optional(),
    arrivedFromCity: words('The city the guest arrived from', 80),
    arrivedFromCountry: words('The country the guest arrived from', 80),
    arrivalInIndia: isoDate(),
    nextDestinationCity: words('The next destination', 80),
    nextDestinationCountry: words('The next destination’s country', 80),
    phoneInIndia: optionalWords('The phone in India', 30),
    phoneAbroad: optionalWords('The phone abroad', 30),
    purposeOfVisit: words('The purpose of the visit', 120),
    employedInIndia: z.boolean().default(false),
    remarks: optionalWords('The remarks', 300),
  })
  .refine(
    (f) => !f.passportValidTill || f.passportIssuedOn < f.passportValidTill,
    rule('The passport’s validity must end after its date of issue.', ['passportValidTill']),
  )
  .refine(
    (f) => VISA_FIELDS.every((k) => f[k] === undefined) || VISA_FIELDS.every((k) => f[k] !== undefined),
    rule('Give every detail of the visa (number, place and country of issue, dates and type).', [
      'visaNumber',
    ]),
  )
  .refine(
    (f) => !f.visaIssuedOn || !f.visaValidTill || f.visaIssuedOn < f.visaValidTill,
    rule('The visa’s validity must end after its date of issue.', ['visaValidTill']),
  )
  .refine(
    (f) => !f.visaIssuedOn || f.visaIssuedOn <= f.arrivalInIndia,
    rule('The visa was issued after the arrival in India: check both dates.', ['visaIssuedOn']),
  )
  .refine(
    (f) => !f.visaValidTill || f.visaValidTill >= f.arrivalInIndia,
    rule('The visa expired before the arrival in India: check the visa’s dates.', ['visaValidTill']),
  )
  .refine(
    (f) => f.dateOfBirth < f.passportIssuedOn,
    rule('The date of birth must come before the passport’s date of issue.', ['dateOfBirth']),
  )
  .meta({ id: 'FormCInput' });
export type FormCInput = z.infer<typeof FormCInput>;

/** One adult's registration as the desk saves it. */
export const RegistrationInput = z
  .object({
    fullName: words('The full name', 120),
    foreign: z
      .boolean()
      .meta({ description: 'A foreign national (an OCI cardholder too): the Form C is required' }),
    nationality: words('The nationality', 80).meta({ example: 'Indian' }),
    citizenOf: z
      .enum(VISA_FREE_CITIZENSHIPS, { error: 'A visa-free citizenship is nepal or bhutan.' })
      .nullable()
      .default(null)
      .meta({
        description:
          'A citizen of Nepal or Bhutan: no passport or visa needed (Immigration and Foreigners (Exemption) Order 2025), still reported in the Form C',
      }),
    idType: z.enum(ID_TYPES, { error: `Choose the ID: ${ID_TYPES.join(', ')}.` }),
    idNumber: printable(z.string().max(40, 'The ID number is too long.'), 'The ID number'),
    formC: FormCInput.optional(),
  })
  .superRefine((r, ctx) => {
    const refusal = idNumberRefusal(r.idType, r.idNumber);
    if (refusal) ctx.addIssue({ code: 'custom', ...rule(refusal, ['idNumber']) });
    const document = documentRefusal(r.foreign, r.citizenOf, r.idType);
    if (document) ctx.addIssue({ code: 'custom', ...rule(document, ['idType']) });
    if (r.foreign && !r.formC) {
      ctx.addIssue({ code: 'custom', ...rule('A foreign national needs the Form C details.', ['formC']) });
    }
    if (r.formC && r.idType === 'passport' && !r.formC.passportValidTill) {
      ctx.addIssue({
        code: 'custom',
        ...rule('Give the date the passport is valid till.', ['formC', 'passportValidTill']),
      });
    }
    if (r.formC && !r.formC.visaNumber && visaNeeded(r.citizenOf, r.formC.arrivedFromCountry)) {
      ctx.addIssue({
        code: 'custom',
        ...rule(
          r.citizenOf
            ? `A citizen of Nepal or Bhutan arriving from ${r.formC.arrivedFromCountry} needs a visa: give its details.`
            : 'Give the visa details (only a citizen of Nepal or Bhutan needs none).',
          ['formC', 'visaNumber'],
        ),
      });
    }
    if (!r.foreign && r.formC) {
      ctx.addIssue({ code: 'custom', ...rule('Only a foreign national has a Form C.', ['formC']) });
    }
  })
  .meta({ id: 'RegistrationInput' });
export type RegistrationInput = z.infer<typeof RegistrationInput>;

/** Which adult of the room, from 1 (adult 1 is the guest who booked). */
export const AdultQuery = z.object({
  adult: z.coerce
    .number({ error: 'The adult is a number from 1.' })
    .int('The adult is a number from 1.')
    .min(1, 'The adult is a number from 1.')
    .max(12, 'A room takes at most 12 guests.')
    .default(1)
    .meta({ description: 'Adult 1 (the guest who booked) when left out' }),
});
export const RegistrationParams = z.object({ id: recordId('registration') });

/** One adult's registration as lists show it: the ID number masked. */
export const RegisteredAdult = z
  .object({
    id: z.uuid(),
    adult: z.number().int(),
    fullName: z.string(),
    foreign: z.boolean(),
    nationality: z.string(),
    idType: z.enum(ID_TYPES),
    idNumber: z.string().meta({ description: 'Masked: only the last 4 characters', example: '•••••4567' }),
    hasPhoto: z.boolean(),
    formC: FormCInput.nullable().meta({ description: 'The Form C details typed (a foreign national)' }),
    formCSubmittedAt: z.iso.datetime().nullable(),
    formCReference: z.string().nullable(),
    citizenOf: z.enum(VISA_FREE_CITIZENSHIPS).nullable(),
    departureSubmittedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'RegisteredAdult' });
export type RegisteredAdult = z.infer<typeof RegisteredAdult>;

/** A room's registration: how many adults it needs, and those registered. */
export const RoomRegistration = z
  .object({
    bookingId: z.uuid(),
    code: z.string(),
    roomNumber: z.string().nullable(),
    guestName: z.string(),
    adults: z.number().int(),
    complete: z.boolean(),
    registered: z.array(RegisteredAdult),
  })
  .meta({ id: 'RoomRegistration' });
export type RoomRegistration = z.infer<typeof RoomRegistration>;

export const RegistrationSaved = z
  .object({ message: z.string(), registration: RegisteredAdult })
  .meta({ id: 'RegistrationSaved' });

/** The ID's photo, multipart `photo` (the safe picture path: JPEG, PNG or WebP up to 2 MB). */
export const IdPhotoForm = z
  .object({
    photo: z
      .union([z.file(), z.literal('')], { error: 'Please choose a JPEG, PNG or WebP image.' })
      .meta({ type: 'string', format: 'binary' }),
  })
  .meta({ id: 'IdPhotoUpload' });

/** A Form C for the print view: its sections in the online form's order, and where it stands. */
export const FormCView = z
  .object({
    registrationId: z.uuid(),
    code: z.string(),
    roomNumber: z.string().nullable(),
    guestName: z.string(),
    dueAt: z.iso.datetime(),
    submittedAt: z.iso.datetime().nullable(),
    reference: z.string().nullable(),
    departure: z
      .object({
        departedAt: z.iso.datetime(),
        onwardAddress: z
          .string()
          .nullable()
          .meta({ description: 'As the desk recorded it; null until then' }),
        suggestedAddress: z.string().meta({ description: "The Form C's next destination, to start from" }),
        dueAt: z.iso.datetime(),
        submittedAt: z.iso.datetime().nullable(),
        reference: z.string().nullable(),
      })
      .nullable()
      .meta({
        description: 'Once the room has checked out: the departure rule 17 asks to report within 24 hours',
      }),
    sections: z.array(
      z.object({ title: z.string(), lines: z.array(z.object({ label: z.string(), value: z.string() })) }),
    ),
  })
  .meta({ id: 'FormCView' });
export type FormCView = z.infer<typeof FormCView>;

export const FormCSubmission = z
  .object({
    reference: optionalWords('The portal’s application number', 40).meta({
      description: 'The number indianfrro.gov.in gave the submitted Form C',
    }),
  })
  .meta({ id: 'FormCSubmission' });

/** The address a departed foreign guest goes on to (IFR 2025, r. 17(1)). */
export const DepartureInput = z
  .object({ onwardAddress: words('The address of the onward journey', 300) })
  .meta({ id: 'DepartureInput' });

/** A Form C, or a departure, not yet marked submitted: the Today screen reminds of it. */
export const FormCDue = z
  .object({
    report: z
      .enum(['arrival', 'departure'])
      .meta({ description: 'The Form C itself, or the departure report' }),
    registrationId: z.uuid(),
    bookingId: z.uuid(),
    code: z.string(),
    roomNumber: z.string().nullable(),
    guestName: z.string(),
    dueAt: z.iso.datetime(),
    overdue: z.boolean(),
  })
  .meta({ id: 'FormCDue' });
export type FormCDue = z.infer<typeof FormCDue>;
export const FormCDueList = z.object({ due: z.array(FormCDue) }).meta({ id: 'FormCDueList' });
