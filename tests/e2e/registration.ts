import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { deskToken } from './staff-session';

/**
 * Registers every adult of a room through the API, as Indian guests with the last 4 digits of an Aadhaar, so a
 * journey about something else can check the room in (check-in asks for the register, decision 146).
 */
export async function registerEveryAdult(request: APIRequestContext, bookingId: string) {
  const headers = { authorization: `Bearer ${await deskToken(request)}` };
  const room = await (await request.get(`/api/staff/bookings/${bookingId}/registration`, { headers })).json();
  for (let adult = room.registered.length + 1; adult <= room.adults; adult++) {
    const saved = await request.put(`/api/staff/bookings/${bookingId}/registration?adult=${adult}`, {
      headers,
      data: {
        fullName: `Adult ${adult}`,
        foreign: false,
        nationality: 'Indian',
        idType: 'aadhaar',
        idNumber: String(4320 + adult),
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
}
