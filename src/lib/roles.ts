/** Who an account is to the hotel: a guest, or an admin (hotel staff: the catalogue, hall answers, the console). */
export const USER_ROLES = ['guest', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
