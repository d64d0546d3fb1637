/**
 * Who an account is to the hotel: a guest; staff (the front desk, the restaurant, the events desk: the console at
 * /staff); an admin (staff who also manage people, prices and the catalogue); or a housekeeper, who opens only the
 * console's housekeeping screen (decision 144). An enum's order is its type: a new role goes last.
 */
export const USER_ROLES = ['guest', 'staff', 'admin', 'housekeeper'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The roles that may open the staff console (a housekeeper only its housekeeping screen): the People list. */
export const HOTEL_ROLES = ['staff', 'admin', 'housekeeper'] as const satisfies readonly UserRole[];
export type HotelRole = (typeof HOTEL_ROLES)[number];

/** The roles that act for the hotel at its desks: every staff route but housekeeping's needs one of them. */
export type DeskRole = 'staff' | 'admin';

/** Whether the account works the hotel's desks (staff or admin): it may read any booking and use the console. */
export function worksForHotel(role: UserRole | undefined | null): role is DeskRole {
  return role === 'staff' || role === 'admin';
}

/** Whether the account may keep the rooms' housekeeping: a housekeeper, staff or an admin. */
export function keepsHouse(role: UserRole | undefined | null): role is HotelRole {
  return role === 'housekeeper' || worksForHotel(role);
}
