// Guest registration at check-in (decision 146): the identity documents the desk takes, how their numbers are
// checked and shown, and the Form C (Form III since 1 September 2025) in the order the Bureau of Immigration's online
// form asks for it. Pure: the server validates and exports with it, the console shows with it.

/**
 * The identity documents the desk accepts, in the order the form offers them: an Indian guest's four, then the three
 * a citizen of Nepal or Bhutan may carry instead of a passport (Immigration and Foreigners (Exemption) Order 2025).
 */
export const ID_TYPES = [
  'passport',
  'aadhaar',
  'driving_licence',
  'voter_id',
  'citizenship_certificate',
  'np_bt_voter_id',
  'mission_identity_certificate',
] as const;
export type IdType = (typeof ID_TYPES)[number];

/** Each document in the desk's words. */
export const ID_TYPE_WORDS: Readonly<Record<IdType, string>> = {
  passport: 'Passport',
  aadhaar: 'Aadhaar (last 4 digits only)',
  driving_licence: 'Driving licence',
  voter_id: 'Voter ID (EPIC)',
  citizenship_certificate: 'Citizenship certificate of Nepal or Bhutan',
  np_bt_voter_id: 'Voter ID of the Election Commission of Nepal or Bhutan',
  mission_identity_certificate: 'Identity certificate of the Nepalese or Bhutanese mission in India',
};

/** The documents an Indian guest registers with. */
export const INDIAN_ID_TYPES: readonly IdType[] = ['passport', 'aadhaar', 'driving_licence', 'voter_id'];

/**
 * Citizens of Nepal and Bhutan need neither passport nor visa to enter and stay in India (Immigration and Foreigners
 * (Exemption) Order 2025, S.O. 3997(E), para 3(1)(c)); they are still foreigners, so the hotel reports them under
 * s. 8(1) of the Act and rule 17 of the Rules like any other (the Order exempts from s. 3 and rules 7-9 only).
 */
export const VISA_FREE_CITIZENSHIPS = ['nepal', 'bhutan'] as const;
export type VisaFreeCitizenship = (typeof VISA_FREE_CITIZENSHIPS)[number];
export const VISA_FREE_WORDS: Readonly<Record<VisaFreeCitizenship, string>> = {
  nepal: 'Nepal',
  bhutan: 'Bhutan',
};

/** The documents a citizen of Nepal or Bhutan may carry instead of a passport (the Exemption Order's list). */
export const VISA_FREE_ID_TYPES: readonly IdType[] = [
  'passport',
  'citizenship_certificate',
  'np_bt_voter_id',
  'mission_identity_certificate',
];

/** The places an entry from which needs a visa even of a citizen of Nepal or Bhutan (para 3(1)(c)(ii)). */
const VISA_STILL_NEEDED_FROM = ['china', 'macau', 'macao', 'hong kong', 'pakistan'];

/** Whether a foreign guest needs a visa: every one does but a citizen of Nepal or Bhutan not arriving from those. */
export function visaNeeded(citizenOf: VisaFreeCitizenship | null, arrivedFromCountry: string): boolean {
  if (!citizenOf) return true;
  return VISA_STILL_NEEDED_FROM.includes(arrivedFromCountry.trim().toLowerCase());
}

/** Why a guest of this standing cannot register with this document, or null. */
export function documentRefusal(
  foreign: boolean,
  citizenOf: VisaFreeCitizenship | null,
  idType: IdType,
): string | null {
  if (!foreign) {
    if (citizenOf) return 'A citizen of Nepal or Bhutan is a foreign national: register them as one.';
    return INDIAN_ID_TYPES.includes(idType)
      ? null
      : `An Indian guest registers with a ${INDIAN_ID_TYPES.map((t) => ID_TYPE_WORDS[t].toLowerCase()).join(', ')}.`;
  }
  if (citizenOf) {
    return VISA_FREE_ID_TYPES.includes(idType)
      ? null
      : `A citizen of ${VISA_FREE_WORDS[citizenOf]} registers with a passport, a citizenship certificate, a voter ID of ${VISA_FREE_WORDS[citizenOf]} or the mission's identity certificate.`;
  }
  return idType === 'passport'
    ? null
    : 'A foreign national registers with their passport (the Form C needs it); only citizens of Nepal and Bhutan may use another document.';
}

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
    case 'citizenship_certificate':
    case 'np_bt_voter_id':
    case 'mission_identity_certificate':
      // Nepal's and Bhutan's numbers differ by district and year (27-01-71-05846, 11505001234): letters, digits and
      // the slashes some print, the hyphens and spaces dropped as for every document.
      return /^[A-Z0-9/]{4,20}$/.test(n)
        ? null
        : 'Type the document number as printed: 4 to 20 letters, digits or slashes.';
  }
}

/** A document number as lists and logs show it: only its last 4 characters. */
export function maskedIdNumber(number: string): string {
  const n = normalisedIdNumber(number);
  return `${'•'.repeat(Math.max(n.length - 4, 4))}${n.slice(-4)}`;
}

/**
 * The Form C details the desk types for a foreign national (the passport's number is the ID's number). A citizen of
 * Nepal or Bhutan may come with another document (no validity to give) and without a visa.
 */
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
  passportValidTill?: string;
  visaNumber?: string;
  visaPlaceOfIssue?: string;
  visaCountryOfIssue?: string;
  visaIssuedOn?: string;
  visaValidTill?: string;
  visaType?: VisaType;
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
  idType: IdType;
  /** The document's number: the passport's, or a Nepalese or Bhutanese citizen's other document. */
  passportNumber: string;
  citizenOf: VisaFreeCitizenship | null;
  arrivalAtHotel: string;
  timeOfArrivalAtHotel: string;
  intendedStayDays: number;
  hotelAddress: string;
}

/** The departure rule 17(1) asks for: its date and time, and the address the guest goes on to. */
export interface FormCDeparture {
  date: string;
  time: string;
  onwardAddress: string;
}

const GENDER_WORDS = { F: 'Female', M: 'Male', X: 'Other' } as const;

type Section = { title: string; lines: FormCLine[] };
const line = (label: string, value: string | number | undefined) => ({ label, value: String(value ?? '') });

/** The document section: a passport's, or the other document of a citizen of Nepal or Bhutan. */
function documentSection(form: FormCDetails, stay: FormCStay): Section {
  const passport = stay.idType === 'passport';
  return {
    title: passport ? 'Passport details' : 'Identity document',
    lines: [
      ...(passport ? [] : [line('Document', ID_TYPE_WORDS[stay.idType])]),
      line(passport ? 'Passport number' : 'Document number', stay.passportNumber),
      line('Place of issue', form.passportPlaceOfIssue),
      line('Country of issue', form.passportCountryOfIssue),
      line('Date of issue', form.passportIssuedOn),
      line('Valid till', form.passportValidTill ?? 'No expiry printed'),
    ],
  };
}

/** The visa section, or the words that none is needed (a citizen of Nepal or Bhutan). */
function visaSection(form: FormCDetails, stay: FormCStay): Section {
  if (!form.visaNumber && stay.citizenOf) {
    return {
      title: 'Visa details',
      lines: [
        line(
          'Visa',
          `Not required: a citizen of ${VISA_FREE_WORDS[stay.citizenOf]} (Immigration and Foreigners (Exemption) Order 2025, para 3(1)(c))`,
        ),
      ],
    };
  }
  return {
    title: 'Visa details',
    lines: [
      line('Visa number', form.visaNumber),
      line('Place of issue', form.visaPlaceOfIssue),
      line('Country of issue', form.visaCountryOfIssue),
      line('Date of issue', form.visaIssuedOn),
      line('Valid till', form.visaValidTill),
      line('Visa type', form.visaType),
    ],
  };
}

/**
 * The Form C, section by section, in the order the online Form C (indianfrro.gov.in) asks: personal details,
 * passport, visa, arrival, next destination, contact, other, and once the guest has left, the departure rule 17
 * asks for. Dates as YYYY-MM-DD.
 */
export function formCSections(form: FormCDetails, stay: FormCStay, departure?: FormCDeparture): Section[] {
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
    documentSection(form, stay),
    visaSection(form, stay),
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
    ...(departure
      ? [
          {
            title: 'Departure',
            lines: [
              line('Date of departure', departure.date),
              line('Time of departure', departure.time),
              line('Address of onward journey', departure.onwardAddress),
            ],
          },
        ]
      : []),
  ];
}

/** Where the guest said they go next, as the departure's onward address starts out before the desk asks. */
export const nextDestinationWords = (form: FormCDetails) =>
  [form.nextDestinationCity, form.nextDestinationCountry].filter(Boolean).join(', ');

/** The hours the rules allow for reporting a foreign guest's arrival, and their departure (IFR 2025, rule 17(5)). */
export const FORM_C_HOURS = 24;

/** When a report is due: 24 hours after the guest arrived at the hotel, or left it. */
export const formCDueAt = (happenedAt: Date) => new Date(happenedAt.getTime() + FORM_C_HOURS * 3_600_000);
