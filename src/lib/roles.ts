/**
 * Who an account is to the hotel: a guest; staff (the front desk, the restaurant, the events desk: the console at
 * /staff); or an admin (staff who also manage people, prices and the catalogue). An enum's order is its type.
 */
export const USER_ROLES = ['guest', 'staff', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The roles that may open the staff console and act for the hotel. */
export const HOTEL_ROLES = ['staff', 'admin'] as const satisfies readonly UserRole[];
export type HotelRole = (typeof HOTEL_ROLES)[number];

/** Whether the account works for the hotel (staff or admin): it may read any booking and use the console. */
export function worksForHotel(role: UserRole | undefined | null): role is HotelRole {
  return role === 'staff' || role === 'admin';
}
