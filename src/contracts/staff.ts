// The staff console's wire contract (decision 104): who is signed in, the audit, people and their roles.
import { z } from 'zod';
import { ARRIVAL_MARKS, HOLDING_STATUSES, UNDOABLE_MARKS } from '~/lib/bookings';
import { HOUSEKEEPING_STATUSES } from '~/lib/housekeeping';
import { USER_ROLES } from '~/lib/roles';
import { PhoneInput } from './auth';
import { isoDate, paise, staffReason, wordOf } from './common';

/** The signed-in member of staff, as the console greets them. */
export const StaffMember = z
  .object({ id: z.uuid(), name: z.string(), role: z.enum(USER_ROLES) })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof StaffMember>;
export const StaffSession = z.object({ member: StaffMember }).meta({ id: 'StaffSession' });

/** One fact an action changed (a status, a flag, a figure), as text before and after (null: not set). */
const AuditChange = z.object({
  field: z.string().meta({ example: 'status' }),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

/** One staff action as the audit keeps it. */
export const AuditEntry = z
  .object({
    id: z.uuid(),
    at: z.iso.datetime(),
    action: z.string().meta({ example: 'booking.check_in' }),
    targetKind: z.string(),
    targetId: z.string(),
    actorId: z.uuid().nullable(),
    actorName: z.string().meta({ description: 'The staff member, or "Command line"' }),
    changes: z.array(AuditChange),
    reason: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditTrail = z.object({ entries: z.array(AuditEntry) }).meta({ id: 'AuditTrail' });

/** The hotel's people: every account that is staff or admin. */
export const PeopleList = z
  .object({
    people: z.array(
      z.object({ id: z.uuid(), name: z.string(), phone: z.string(), role: z.enum(USER_ROLES) }),
    ),
  })
  .meta({ id: 'PeopleList' });
export type PeopleList = z.infer<typeof PeopleList>;

/** An admin gives an account a role (staff, admin) or takes it back (guest). */
export const RoleChange = z
  .strictObject({ phone: PhoneInput, role: wordOf(USER_ROLES) })
  .meta({ id: 'RoleChange' });
export const RoleChanged = z
  .object({
    person: z.object({ id: z.uuid(), name: z.string(), phone: z.string(), role: z.enum(USER_ROLES) }),
    message: z.string(),
  })
  .meta({ id: 'RoleChanged' });

/** The front desk's day: `date` defaults to the hotel's today. */
export const DeskDayQuery = z.object({ date: isoDate().optional() });

/** One room of a stay as the front desk reads it. */
export const DeskStay = z
  .object({
    id: z.uuid(),
    code: z.string(),
    roomNumber: z.string(),
    roomName: z.string(),
    guestName: z.string(),
    phone: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    nights: z.number().int(),
    guests: z.number().int(),
    status: z.enum(HOLDING_STATUSES),
    paid: z.boolean(),
    totalPaise: paise(),
    specialRequests: z.string().nullable(),
    checkedInAt: z.iso.datetime().nullable(),
    checkedOutAt: z.iso.datetime().nullable(),
    noShowAt: z.iso.datetime().nullable(),
    standing: z.string().meta({
      description:
        'Where this room stands at the desk, in its words: Held, unpaid; Expected; Checked in; Checked out; No-show',
    }),
    roomCondition: z.enum([...HOUSEKEEPING_STATUSES, 'out_of_order']).meta({
      description: "The room's housekeeping now: clean, dirty, inspected, or out of order (decision 144)",
    }),
  })
  .meta({ id: 'DeskStay' });
export type DeskStay = z.infer<typeof DeskStay>;

export const DeskDay = z
  .object({
    date: z.string(),
    arrivals: z.array(DeskStay),
    departures: z.array(DeskStay),
    inHouse: z.array(DeskStay),
  })
  .meta({ id: 'DeskDay' });
export type DeskDay = z.infer<typeof DeskDay>;

/** What the front desk and the restaurant mark on a paid booking. */
export const ArrivalMark = z.strictObject({ arrival: wordOf(ARRIVAL_MARKS) }).meta({ id: 'ArrivalMark' });
export const ArrivalMarked = z
  .object({ message: z.string(), bookingId: z.uuid() })
  .meta({ id: 'ArrivalMarked' });

/** Which mark a confirmation is asked for. */
export const ArrivalQuery = z.object({ arrival: wordOf(ARRIVAL_MARKS) });

/**
 * What a mark will do, in a sentence the console asks the desk to confirm, or why it cannot be made now (the mark's
 * own refusal): exactly one of the two is set (decision 140).
 */
export const ArrivalConfirmation = z
  .object({ sentence: z.string().nullable(), refusal: z.string().nullable(), bookingId: z.uuid() })
  .meta({ id: 'ArrivalConfirmation' });

/** An admin undoes a mark the same day, with a reason the audit keeps. */
export const ArrivalUndo = z
  .strictObject({ arrival: wordOf(UNDOABLE_MARKS), reason: staffReason() })
  .meta({ id: 'ArrivalUndo' });
