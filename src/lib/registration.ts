// Guest registration at check-in (decision 146): the identity documents the desk takes, how their numbers are
// checked and shown, and the Form C (Form III since 1 September 2025) in the order the Bureau of Immigration's online
// form asks for it. Pure: the server validates and exports with it, the console shows with it.

/** The identity documents the desk accepts, in the order the form offers them. */
export const ID_TYPES = ['passport', 'aadhaar', 'driving_licence', 'voter_id'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** Each document in the desk's words. */
export const ID_TYPE_WORDS: Readonly<Record<IdType, string>> = {
  passport: 'Passport',
  aadhaar: 'Aadhaar (last 4 digits only)',
  driving_licence: 'Driving licence',
  voter_id: 'Voter ID (EPIC)',
};

/** The visa kinds the online Form C lists (an OCI card stands in for a visa). */
export const VISA_TYPES = [
  'e-Tourist',
  'Tourist',
  'e-Business',
  'Business',
  'e-Medical',
  'Medical',
  'Employment',
  'Student',
  'Conference',
  'Journalist',
  'Transit',
  'OCI card',
  'Other',
] as const;
export type VisaType = (typeof VISA_TYPES)[number];

/** A number as the desk types it, made comparable: capitals, no spaces or hyphens. */
export const normalisedIdNumber = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');

/**
 * Why a document number cannot be taken, or null. Aadhaar: only its last 4 digits are ever kept (UIDAI's masked
 * Aadhaar; the Aadhaar Act 2016 lets no unlicensed hotel keep the number); the full 12 digits are refused, not cut.
 */
export function idNumberRefusal(type: IdType, number: string): string | null {
  const n = normalisedIdNumber(number);
  switch (type) {
    case 'aadhaar':
      if (/^\d{12}$/.test(n)) {
        return 'Enter only the last 4 digits of the Aadhaar number: the hotel may not keep the full number.';
      }
      return /^\d{4}$/.test(n) ? null : 'Enter the last 4 digits of the Aadhaar number.';
    case 'passport':
      // ICAO Doc 9303: a passport number is at most 9 letters and digits.
      return /^[A-Z0-9]{6,9}$/.test(n)
        ? null
        : 'A passport number is 6 to 9 letters and digits, as printed on the passport (for example K1234567).';
    case 'driving_licence':
      // The Sarathi format: state code, RTO code, year of issue and a serial (15 or 16 characters).
      return /^[A-Z]{2}\d{2}[A-Z0-9]?\d{11}$/.test(n)
        ? null
        : 'A driving licence number is the state code, the RTO code, the year and the serial (for example MH14 20110062821).';
    case 'voter_id':
      return /^[A-Z]{3}\d{7}$/.test(n)
        ? null
        : 'A voter ID (EPIC) number is 3 letters and 7 digits (for example ABC1234567).';
  }
}

/** A document number as lists and logs show it: only its last 4 characters. */
export function maskedIdNumber(number: string): string {
  const n = normalisedIdNumber(number);
  return `${'•'.repeat(Math.max(n.length - 4, 4))}${n.slice(-4)}`;
}

/** The Form C details the desk types for a foreign national (the passport number is the ID's number). */
export interface FormCDetails {
  surname: string;
  givenName: string;
  gender: 'F' | 'M' | 'X';
  dateOfBirth: string;
  addressAbroad: string;
  cityAbroad: string;
  countryAbroad: string;
  passportPlaceOfIssue: string;
  passportCountryOfIssue: string;
  passportIssuedOn: string;
  passportValidTill: string;
  visaNumber: string;
  visaPlaceOfIssue: string;
  visaCountryOfIssue: string;
  visaIssuedOn: string;
  visaValidTill: string;
  visaType: VisaType;
  arrivedFromCity: string;
  arrivedFromCountry: string;
  arrivalInIndia: string;
  nextDestinationCity: string;
  nextDestinationCountry: string;
  phoneInIndia: string;
  phoneAbroad: string;
  purposeOfVisit: string;
  employedInIndia: boolean;
  remarks: string;
}

/** One line of the Form C as the print view and the export give it. */
export interface FormCLine {
  label: string;
  value: string;
}

/** The facts of a Form C that come from the stay rather than from the form. */
export interface FormCStay {
  nationality: string;
  passportNumber: string;
  arrivalAtHotel: string;
  timeOfArrivalAtHotel: string;
  intendedStayDays: number;
  hotelAddress: string;
}

const GENDER_WORDS = { F: 'Female', M: 'Male', X: 'Other' } as const;

/**
 * The Form C, section by section, in the order the online Form C (indianfrro.gov.in) asks: personal details,
 * passport, visa, arrival, next destination, contact, other. Dates as YYYY-MM-DD.
 */
export function formCSections(form: FormCDetails, stay: FormCStay): { title: string; lines: FormCLine[] }[] {
  const line = (label: string, value: string | number) => ({ label, value: String(value) });
  return [
    {
      title: 'Personal details',
      lines: [
        line('Surname', form.surname),
        line('Given name', form.givenName),
        line('Gender', GENDER_WORDS[form.gender]),
        line('Date of birth', form.dateOfBirth),
        line('Nationality', stay.nationality),
        line('Address in the country of residence', form.addressAbroad),
        line('City', form.cityAbroad),
        line('Country', form.countryAbroad),
      ],
    },
    {
      title: 'Passport details',
      lines: [
        line('Passport number', stay.passportNumber),
        line('Place of issue', form.passportPlaceOfIssue),
        line('Country of issue', form.passportCountryOfIssue),
        line('Date of issue', form.passportIssuedOn),
        line('Valid till', form.passportValidTill),
      ],
    },
    {
      title: 'Visa details',
      lines: [
        line('Visa number', form.visaNumber),
        line('Place of issue', form.visaPlaceOfIssue),
        line('Country of issue', form.visaCountryOfIssue),
        line('Date of issue', form.visaIssuedOn),
        line('Valid till', form.visaValidTill),
        line('Visa type', form.visaType),
      ],
    },
    {
      title: 'Arrival details',
      lines: [
        line('Arrived from (city)', form.arrivedFromCity),
        line('Arrived from (country)', form.arrivedFromCountry),
        line('Date of arrival in India', form.arrivalInIndia),
        line('Date of arrival at the hotel', stay.arrivalAtHotel),
        line('Time of arrival at the hotel', stay.timeOfArrivalAtHotel),
        line('Intended stay at the hotel (days)', stay.intendedStayDays),
        line('Hotel', stay.hotelAddress),
      ],
    },
    {
      title: 'Next destination',
      lines: [line('City', form.nextDestinationCity), line('Country', form.nextDestinationCountry)],
    },
    {
      title: 'Contact details',
      lines: [line('Phone in India', form.phoneInIndia), line('Phone in the home country', form.phoneAbroad)],
    },
    {
      title: 'Other details',
      lines: [
        line('Purpose of visit', form.purposeOfVisit),
        line('Employed in India', form.employedInIndia ? 'Yes' : 'No'),
        line('Remarks', form.remarks),
      ],
    },
  ];
}

/** The hours the rules allow for sending the Form C after a foreign guest arrives (IFR 2025, rule 17). */
export const FORM_C_HOURS = 24;

/** When a Form C is due: 24 hours after the guest arrived at the hotel. */
export const formCDueAt = (arrivedAt: Date) => new Date(arrivedAt.getTime() + FORM_C_HOURS * 3_600_000);
