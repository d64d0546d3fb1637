import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { halls, menuItems } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { demoRoom, HOTEL_NOON, MANY_HOLDS, seededHotel, TODAY } from '../fixtures/hotel';
import { latestCode } from '../fixtures/sign-in';

// Every call of the spec's §7, made as the spec's client makes it (its §3 payloads, numbers as its forms hold
// them: text), in the order a guest and the hotel's admin would make them; each checks what the client reads
// of the answer (§3). The last test prints the count the issue asks for: calls made, and how many answered as
// the client expects.
const t = await seededHotel(MANY_HOLDS);
afterAll(() => t.close());

const admin = await signedInGuest(t.db, { role: 'admin', name: 'Front Desk' }, HOTEL_NOON);
const deluxe = await demoRoom(t.db, 'deluxe-king-room');
const [fishFry] = await t.db.select().from(menuItems).where(eq(menuItems.slug, 'amritsari-fish-fry'));
const [chandraMahal] = await t.db.select().from(halls).where(eq(halls.slug, 'chandra-mahal'));
const PHONE = '98765 43210';
const E164 = '+919876543210';

/** What earlier calls gave later ones: the session, the records made. */
const got: Record<string, string> = {};
const guestHeaders = () => ({ authorization: `Bearer ${got.token}` });
const adminHeaders = admin.headers;

// biome-ignore lint/suspicious/noExplicitAny: answers are read as the spec’s untyped client reads them.
type Json = Record<string, any>;
interface SpecCall {
  /** The call as §7 lists it. */
  call: string;
  /** Makes it as the spec's client does; answers the status and the JSON body. */
  make(): Promise<{ status: number; body: Json }>;
  /** What the client reads of the answer. */
  expects(answer: { status: number; body: Json }): void;
}

async function send(
  method: string,
  path: string,
  json?: unknown,
  headers: Record<string, string> = guestHeaders(),
): Promise<{ status: number; body: Json }> {
  const res = await t.call(method, `/api${path}`, json === undefined ? { headers } : { json, headers });
  const text = await res.text();
  let body: Json = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { text };
  }
  return { status: res.status, body };
}

const ok = (answer: { status: number; body: Json }) =>
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBeLessThan(300);

const calls: SpecCall[] = [
  // Auth
  {
    call: 'POST /auth/signup {name, phone}',
    make: () => send('POST', '/auth/signup', { name: 'Kavya Rao', phone: PHONE }, {}),
    expects: ok,
  },
  {
    call: 'POST /auth/login (defined, unused)',
    make: () => {
      t.advance(1); // A guest asks for another code a minute later, as the resend timer allows.
      return send('POST', '/auth/login', { phone: PHONE }, {});
    },
    expects: ok,
  },
  {
    call: 'POST /auth/send-otp {phone}',
    make: () => {
      t.advance(1);
      return send('POST', '/auth/send-otp', { phone: PHONE }, {});
    },
    expects: ok,
  },
  {
    call: 'POST /auth/verify-otp {phone, otp}',
    make: async () => {
      const answer = await send('POST', '/auth/verify-otp', { phone: PHONE, otp: latestCode(t, E164) }, {});
      got.token = answer.body.token;
      got.userId = answer.body.user?.id;
      return answer;
    },
    expects: (a) => {
      ok(a);
      expect(a.body).toMatchObject({ token: expect.any(String), user: { id: expect.any(String) } });
    },
  },
  {
    call: 'GET /auth/profile',
    make: () => send('GET', '/auth/profile'),
    expects: (a) => {
      ok(a);
      const user = a.body.data?.user ?? a.body.user ?? a.body;
      expect(user).toMatchObject({ id: got.userId, name: expect.any(String), phone: E164 });
    },
  },
  {
    call: 'PUT /auth/update-profile (multipart name, email, phone, address)',
    make: async () => {
      const form = new FormData();
      form.set('name', 'Kavya Rao');
      form.set('email', 'kavya@example.in');
      form.set('phone', PHONE);
      form.set('address', '12 Lake Palace Road, Udaipur');
      const res = await t.call('PUT', '/api/auth/update-profile', { body: form, headers: guestHeaders() });
      return { status: res.status, body: await res.json() };
    },
    expects: (a) => {
      ok(a);
      expect(a.body).toMatchObject({ user: { email: 'kavya@example.in' }, message: expect.any(String) });
    },
  },
  {
    call: 'PUT /auth/profile',
    make: () => send('PUT', '/auth/profile', { name: 'Kavya Rao', address: 'Udaipur' }),
    expects: (a) => {
      ok(a);
      expect(a.body).toMatchObject({ user: { name: 'Kavya Rao' } });
    },
  },
  // Bookings
  {
    call: 'POST /bookings/availability {check_in_date, check_out_date, room_type}',
    make: () =>
      send('POST', '/bookings/availability', {
        check_in_date: '2027-01-11',
        check_out_date: '2027-01-13',
        room_type: 'deluxe',
      }),
    expects: (a) => {
      ok(a);
      expect(a.body.available).toBe(true);
      expect(a.body.rooms[0]).toMatchObject({ id: expect.any(String), roomNumber: expect.anything() });
      expect(a.body.rooms[0]).toHaveProperty('type');
      expect(a.body.rooms[0]).toHaveProperty('price');
    },
  },
  {
    call: 'POST /bookings/validate-code {code, codeType}',
    make: () => send('POST', '/bookings/validate-code', { code: 'GROUP20', codeType: 'group' }),
    expects: (a) => {
      ok(a);
      expect(a.body).toMatchObject({ valid: expect.any(Boolean), discount_percent: expect.any(Number) });
    },
  },
  {
    call: 'POST /bookings/create (reservation page payload)',
    make: async () => {
      const answer = await send('POST', '/bookings/create', {
        user_id: got.userId,
        room_id: deluxe.units[0]!.id,
        // Arriving today, so that the desk can check it in before it is completed (decision 151).
        check_in_date: TODAY,
        check_out_date: '2026-11-22',
        num_guests: '2',
        offer_code: null,
      });
      got.stayId = answer.body.booking?.id;
      return answer;
    },
    expects: (a) => {
      ok(a);
      expect(a.body.booking).toMatchObject({ id: expect.any(String), bookingCode: expect.any(String) });
    },
  },
  {
    call: 'POST /bookings/create (payment page payload)',
    make: async () => {
      const answer = await send('POST', '/bookings/create', {
        userId: got.userId,
        roomId: deluxe.id,
        checkInDate: '2027-02-01',
        checkOutDate: '2027-02-03',
        numGuests: '2',
        specialRequests: '',
        name: deluxe.name,
        image: '/images/room-deluxe-1.jpg',
        description: 'A king bed over the lake',
      });
      got.secondStayId = answer.body.data?.id;
      return answer;
    },
    expects: (a) => {
      ok(a);
      expect(a.body.data).toMatchObject({ id: expect.any(String) });
    },
  },
  {
    call: 'POST /bookings/create (menu page table payload)',
    make: async () => {
      const answer = await send('POST', '/bookings/create', {
        date: '2026-12-08',
        time: '19:30',
        partySize: '4',
        name: 'Kavya Rao',
        phone: PHONE,
        totalAmount: '745',
        note: 'A window table, please',
        menuId: fishFry!.id,
        userId: got.userId,
        couponCode: null,
        menuname: fishFry!.name,
        image: '/images/dish-starter-1.jpg',
        description: fishFry!.description,
      });
      got.tableId = answer.body.booking?.id ?? answer.body.id;
      return answer;
    },
    expects: (a) => {
      ok(a);
      const created = a.body.booking ?? a.body;
      expect(created).toMatchObject({ id: expect.any(String), bookingCode: expect.any(String) });
    },
  },
  {
    call: 'POST /bookings/create (dining form)',
    make: () =>
      send('POST', '/bookings/create', {
        fullName: 'Kavya Rao',
        phone: PHONE,
        email: 'kavya@example.in',
        date: '2026-12-09',
        timeSlot: 'evening',
        specialFor: 'Birthday',
        capacity: '1-5',
        guestEmail: 'guest@example.in',
        guests: '3',
        specialRequest: '',
      }),
    expects: (a) => {
      ok(a);
      expect(a.body.booking ?? a.body).toMatchObject({ id: expect.any(String) });
    },
  },
  {
    call: 'POST bookings/createbooking',
    make: () =>
      send('POST', '/bookings/createbooking', {
        user_id: got.userId,
        room_id: deluxe.id,
        check_in_date: '2027-03-01',
        check_out_date: '2027-03-02',
        num_guests: '2',
        offer_code: null,
      }),
    expects: (a) => {
      ok(a);
      expect(a.body.booking).toMatchObject({ id: expect.any(String) });
    },
  },
  {
    call: 'GET /bookings/user/{userId}',
    make: () => send('GET', `/bookings/user/${got.userId}`),
    expects: (a) => {
      ok(a);
      expect(JSON.stringify(a.body)).toContain(got.stayId!);
    },
  },
  {
    call: 'GET /bookings (status, userId)',
    make: () => send('GET', `/bookings?status=pending&userId=${got.userId}`, undefined, adminHeaders),
    expects: (a) => {
      ok(a);
      expect(JSON.stringify(a.body)).toContain(got.stayId!);
    },
  },
  {
    call: 'GET /bookings/{id}',
    make: () => send('GET', `/bookings/${got.stayId}`),
    expects: (a) => {
      ok(a);
      const booking = a.body.booking ?? a.body.data ?? a.body;
      expect(booking).toMatchObject({
        id: got.stayId,
        room: { roomNumber: expect.anything() },
        checkInDate: expect.stringContaining(TODAY),
        checkOutDate: expect.stringContaining('2026-11-22'),
        numGuests: 2,
        name: expect.any(String),
        image: expect.any(String),
        description: expect.any(String),
      });
    },
  },
  {
    call: 'POST bookings/check-availability',
    make: () =>
      send('POST', '/bookings/check-availability', {
        check_in_date: '2027-01-11',
        check_out_date: '2027-01-13',
        room_type: 'suite',
      }),
    expects: (a) => {
      ok(a);
      expect(a.body).toHaveProperty('available');
    },
  },
  // Payments (the stay of the reservation page)
  {
    call: 'POST /api/payments/create {amount, booking_id, user_id}',
    make: async () => {
      const answer = await send('POST', '/payments/create', {
        amount: '1',
        booking_id: got.stayId,
        user_id: got.userId,
      });
      got.orderId = answer.body.order?.id;
      return answer;
    },
    expects: (a) => {
      ok(a);
      expect(a.body.order).toMatchObject({
        id: expect.any(String),
        amount: expect.any(Number),
        currency: 'INR',
      });
      expect(a.body.order.amount).toBeGreaterThan(100);
    },
  },
  {
    call: 'POST /api/payments/verify (the checkout result as is)',
    make: async () => {
      const result = await send(
        'POST',
        '/dev/sandbox/pay',
        { order_id: got.orderId, outcome: 'success' },
        {},
      );
      return send('POST', '/payments/verify', result.body);
    },
    expects: (a) => {
      ok(a);
      expect(a.body.payment).toMatchObject({ id: expect.any(String) });
    },
  },
  {
    call: 'POST /bookings/verify-payment',
    make: async () => {
      const order = await send('POST', '/payments/create', {
        amount: 1,
        booking_id: got.tableId,
        user_id: got.userId,
      });
      const result = await send(
        'POST',
        '/dev/sandbox/pay',
        { order_id: order.body.order?.id, outcome: 'success' },
        {},
      );
      return send('POST', '/bookings/verify-payment', result.body);
    },
    expects: (a) => {
      ok(a);
      expect(a.body.payment).toMatchObject({ id: expect.any(String) });
    },
  },
  {
    call: 'PUT /bookings/{id}/status {status}',
    make: async () => {
      const checkIn = { arrival: 'check_in' };
      ok(await send('POST', `/staff/bookings/${got.stayId}/arrival`, checkIn, adminHeaders));
      return send('PUT', `/bookings/${got.stayId}/status`, { status: 'Completed' }, adminHeaders);
    },
    expects: ok,
  },
  {
    call: 'PUT /bookings/{id}/cancel',
    make: () => send('PUT', `/bookings/${got.secondStayId}/cancel`),
    expects: ok,
  },
  {
    call: 'DELETE /bookings/{id}/cancel',
    make: async () => {
      const held = await send('POST', '/bookings/create', {
        user_id: got.userId,
        room_id: deluxe.id,
        check_in_date: '2027-04-01',
        check_out_date: '2027-04-02',
        num_guests: '1',
        offer_code: null,
      });
      return send('DELETE', `/bookings/${held.body.booking?.id}/cancel`);
    },
    expects: ok,
  },
  {
    call: 'POST hallbookings/create-booking',
    make: async () => {
      const answer = await send('POST', '/hallbookings/create-booking', {
        user_id: got.userId,
        hall_Id: chandraMahal!.id,
        date: '2027-02-13',
        timeSlot: 'Evening (6 PM - 9 PM)',
        eventType: 'wedding',
        guests: '150',
        price: '₹1,20,000',
        customerName: 'Kavya Rao',
        customerEmail: 'kavya@example.in',
        customerPhone: '+91 98765 43210',
        eventDetails: 'Sangeet evening',
      });
      got.hallBookingId = answer.body.booking?.id ?? answer.body.id;
      return answer;
    },
    expects: (a) => {
      ok(a);
      expect(got.hallBookingId).toEqual(expect.any(String));
    },
  },
  {
    call: 'GET hallbookings/{userId}',
    make: () => send('GET', `/hallbookings/${got.userId}`),
    expects: (a) => {
      ok(a);
      const list: Json[] = Array.isArray(a.body) ? a.body : (a.body.bookings ?? a.body.data ?? []);
      expect(list[0]).toMatchObject({
        id: got.hallBookingId,
        date: '2027-02-13',
        timeSlot: expect.any(String),
        eventType: expect.any(String),
        guests: 150,
        status: expect.any(String),
        Hall: { name: chandraMahal!.name, image: expect.any(String), location: expect.any(String) },
      });
      expect(list[0]).toHaveProperty('Hall.price');
    },
  },
  // Favorites
  {
    call: 'POST /favorites/create-favorite {userId, favoriteId, favorite_type}',
    make: async () => {
      const answer = await send('POST', '/favorites/create-favorite', {
        userId: got.userId,
        favoriteId: fishFry!.id,
        favorite_type: 'menu_item',
      });
      got.favoriteId = answer.body.favorite?.id ?? answer.body.id ?? answer.body.data?.id;
      return answer;
    },
    expects: (a) => {
      ok(a);
      expect(got.favoriteId).toEqual(expect.any(String));
    },
  },
  {
    call: 'GET /favorites/get-favorites',
    make: () => send('GET', '/favorites/get-favorites'),
    expects: (a) => {
      ok(a);
      expect(JSON.stringify(a.body)).toContain(fishFry!.id);
    },
  },
  {
    call: 'GET /favorites/user/{userId}',
    make: () => send('GET', `/favorites/user/${got.userId}`),
    expects: (a) => {
      ok(a);
      expect(JSON.stringify(a.body)).toContain(fishFry!.name);
    },
  },
  {
    call: 'DELETE /favorites/{id}',
    make: () => send('DELETE', `/favorites/${got.favoriteId}`),
    expects: ok,
  },
  // Orders
  {
    call: 'POST /orders/orderlistdetails {user_id}',
    make: () => send('POST', '/orders/orderlistdetails', { user_id: got.userId }),
    expects: (a) => {
      ok(a);
      expect(a.body.success).toBe(true);
      const paid = (a.body.orders as Json[]).find((o) => o.roomBooking?.id === got.stayId);
      expect(paid?.payment).toMatchObject({
        amount: expect.any(Number),
        transaction_id: expect.any(String),
        created_at: expect.any(String),
        payment_method: expect.any(String),
      });
    },
  },
  // Menu items
  {
    call: 'GET /menu-items/getallmenu?category&search&page&limit',
    make: () => send('GET', '/menu-items/getallmenu?category=All&search=&page=1&limit=5'),
    expects: (a) => {
      ok(a);
      expect(a.body.items).toHaveLength(5);
      expect(a.body.items[0]).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
        category: expect.any(String),
      });
    },
  },
  {
    call: 'GET /menu-items/{id}',
    make: () => send('GET', `/menu-items/${fishFry!.id}`),
    expects: (a) => {
      ok(a);
      expect(JSON.stringify(a.body)).toContain(fishFry!.name);
    },
  },
  {
    call: 'GET /menu-items/top/liked',
    make: () => send('GET', '/menu-items/top/liked'),
    expects: ok,
  },
  {
    call: 'POST /menu-items',
    make: async () => {
      const answer = await send(
        'POST',
        '/menu-items',
        {
          name: 'Saffron Kulfi',
          description: 'Slow-reduced milk with saffron.',
          category: 'Desserts',
          price: '240',
        },
        adminHeaders,
      );
      got.dishId = answer.body.item?.id ?? answer.body.menuItem?.id ?? answer.body.id;
      return answer;
    },
    expects: (a) => {
      ok(a);
      expect(got.dishId).toEqual(expect.any(String));
    },
  },
  {
    call: 'PUT /menu-items/{id}',
    make: () => send('PUT', `/menu-items/${got.dishId}`, { price: '260' }, adminHeaders),
    expects: ok,
  },
  {
    call: 'DELETE /menu-items/{id}',
    make: () => send('DELETE', `/menu-items/${got.dishId}`, undefined, adminHeaders),
    expects: ok,
  },
  // Coupons
  {
    call: 'POST /coupons/apply-coupon {code, amount} (a dining code on the menu page)',
    make: () =>
      t
        .call('POST', '/api/coupons/apply-coupon', {
          json: { code: 'FEAST500', amount: '2980' },
          headers: { ...guestHeaders(), referer: 'http://localhost/dining-menu' },
        })
        .then(async (res) => ({ status: res.status, body: await res.json() })),
    expects: (a) => {
      ok(a);
      expect(a.body).toMatchObject({
        valid: true,
        discount: expect.any(Number),
        finalAmount: expect.any(Number),
        message: expect.any(String),
      });
    },
  },
  {
    call: 'GET /coupons?search&page&limit',
    make: () => send('GET', '/coupons?search=&page=1&limit=10', undefined, adminHeaders),
    expects: (a) => {
      ok(a);
      expect(a.body.coupons.length).toBeGreaterThan(0);
    },
  },
  {
    call: 'POST /coupons/create-coupon',
    make: async () => {
      const answer = await send(
        'POST',
        '/coupons/create-coupon',
        { code: 'MONSOON10', discountType: 'percent', discountValue: '10', description: 'Monsoon stays' },
        adminHeaders,
      );
      got.couponId = answer.body.coupon?.id;
      return answer;
    },
    expects: (a) => {
      ok(a);
      expect(got.couponId).toEqual(expect.any(String));
    },
  },
  {
    call: 'GET /coupons/{id}',
    make: () => send('GET', `/coupons/${got.couponId}`, undefined, adminHeaders),
    expects: (a) => {
      ok(a);
      expect(a.body.coupon.code).toBe('MONSOON10');
    },
  },
  {
    call: 'PUT /coupons/{id}',
    make: () => send('PUT', `/coupons/${got.couponId}`, { discountValue: '15' }, adminHeaders),
    expects: ok,
  },
  {
    call: 'DELETE /coupons/{id}',
    make: () => send('DELETE', `/coupons/${got.couponId}`, undefined, adminHeaders),
    expects: ok,
  },
  // Halls and rooms
  {
    call: 'GET /halls/gethalls',
    make: () => send('GET', '/halls/gethalls'),
    expects: (a) => {
      ok(a);
      const list: Json[] = a.body.halls ?? a.body;
      expect(list[0]).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
        capacity: expect.any(Number),
      });
      expect(list[0]!.price).toEqual(expect.stringContaining('₹'));
    },
  },
  {
    call: 'GET /halls/{id}',
    make: () => send('GET', `/halls/${chandraMahal!.id}`),
    expects: (a) => {
      ok(a);
      expect(JSON.stringify(a.body)).toContain(chandraMahal!.name);
    },
  },
  {
    call: 'POST /halls/check-availability (the labels of §9)',
    make: () =>
      send('POST', '/halls/check-availability', {
        date: '2027-02-20',
        timeSlot: 'Morning (9 AM - 12 PM)',
        guests: '120',
        capacity: '100-200',
        eventType: 'Conference',
      }),
    expects: (a) => {
      ok(a);
      expect(a.body).toMatchObject({ available: expect.any(Boolean), slot: { name: 'Morning' } });
    },
  },
  {
    call: 'POST /halls',
    make: async () => {
      const answer = await send(
        'POST',
        '/halls',
        {
          name: 'Moti Bagh Lawn',
          description: 'A lawn under old mango trees, for garden receptions.',
          price: '80000',
          capacity: '300',
          location: 'East garden',
        },
        adminHeaders,
      );
      got.hallId = answer.body.hall?.id ?? answer.body.id;
      return answer;
    },
    expects: (a) => {
      ok(a);
      expect(got.hallId).toEqual(expect.any(String));
    },
  },
  {
    call: 'PUT /halls/{id}',
    make: () => send('PUT', `/halls/${got.hallId}`, { capacity: '280' }, adminHeaders),
    expects: ok,
  },
  {
    call: 'DELETE /halls/{id}',
    make: () => send('DELETE', `/halls/${got.hallId}`, undefined, adminHeaders),
    expects: ok,
  },
  {
    call: 'GET /rooms/getrooms',
    make: () => send('GET', '/rooms/getrooms'),
    expects: (a) => {
      ok(a);
      const list: Json[] = a.body.rooms ?? a.body;
      expect(list[0]).toMatchObject({
        id: expect.any(String),
        price: expect.any(Number),
        perNight: expect.any(String),
        maxGuests: expect.any(Number),
        roomType: expect.any(String),
        amenities: expect.any(Array),
      });
    },
  },
  {
    call: 'GET /rooms/{id}',
    make: () => send('GET', `/rooms/${deluxe.id}`),
    expects: (a) => {
      ok(a);
      expect(JSON.stringify(a.body)).toContain(deluxe.name);
    },
  },
  {
    call: 'POST /createroom/rooms',
    make: async () => {
      const answer = await send(
        'POST',
        '/createroom/rooms',
        {
          name: 'Jharokha Room',
          description: 'A small room with a carved window seat over the lane.',
          roomType: 'standard',
          price: '6500',
          maxGuests: '2',
        },
        adminHeaders,
      );
      got.roomId = answer.body.room?.id ?? answer.body.id;
      return answer;
    },
    expects: (a) => {
      ok(a);
      expect(got.roomId).toEqual(expect.any(String));
    },
  },
  {
    call: 'PUT /rooms/{id}',
    make: () => send('PUT', `/rooms/${got.roomId}`, { price: '6800' }, adminHeaders),
    expects: ok,
  },
  {
    call: 'DELETE /rooms/{id}',
    make: () => send('DELETE', `/rooms/${got.roomId}`, undefined, adminHeaders),
    expects: ok,
  },
  // Profile and wallet
  {
    call: 'GET /get-suparcoins',
    make: () => send('GET', '/get-suparcoins'),
    expects: ok,
  },
  {
    call: 'POST /wallet-transactions/create-suparcoins {user_id, type, suparCoins, description, related_booking_id}',
    make: () =>
      send('POST', '/wallet-transactions/create-suparcoins', {
        user_id: got.userId,
        type: 'credit',
        suparCoins: '10',
        description: 'Booking reward',
        related_booking_id: got.stayId,
      }),
    expects: ok,
  },
  {
    call: 'GET /wallet-transactions/user/{userId}',
    make: async () => {
      const answer = await send('GET', `/wallet-transactions/user/${got.userId}`);
      const rows: Json[] = answer.body.transactions ?? answer.body.data ?? answer.body;
      got.walletRowId = Array.isArray(rows) ? rows[0]?.id : undefined;
      return answer;
    },
    expects: (a) => {
      ok(a);
      const rows: Json[] = a.body.transactions ?? a.body.data ?? a.body;
      expect(rows[0]).toMatchObject({
        id: expect.any(String),
        type: expect.any(String),
        description: expect.any(String),
        created_at: expect.any(String),
        suparCoins: expect.any(Number),
        user_id: got.userId,
      });
      expect(rows[0]).toHaveProperty('related_booking_id');
    },
  },
  {
    call: 'PUT /wallet-transactions/{id} with updates',
    make: () =>
      send(
        'PUT',
        `/wallet-transactions/${got.walletRowId}`,
        { suparCoins: '12', reason: 'Corrected reward' },
        adminHeaders,
      ),
    expects: ok,
  },
  {
    call: 'DELETE /wallet-transactions/{id}',
    make: () => send('DELETE', `/wallet-transactions/${got.walletRowId}`, undefined, adminHeaders),
    expects: ok,
  },
  // Referrals
  {
    call: 'GET /dashboard',
    make: () => send('GET', '/dashboard'),
    expects: ok,
  },
  {
    call: 'GET /referrals',
    make: () => send('GET', '/referrals'),
    expects: ok,
  },
  {
    call: 'POST /referrals/users',
    make: () => send('POST', '/referrals/users', { userId: got.userId }),
    expects: ok,
  },
  {
    call: 'POST /referrals/invite {refereeName, refereeEmail, userId}',
    make: () =>
      send('POST', '/referrals/invite', {
        refereeName: 'Arjun',
        refereeEmail: 'arjun@example.in',
        userId: got.userId,
      }),
    expects: (a) => {
      ok(a);
      expect(a.body.shareLink).toMatch(/^https?:\/\/.+/);
      got.shareLink = a.body.shareLink;
    },
  },
  {
    call: 'POST /referrals/confirm',
    make: () => send('POST', '/referrals/confirm', { code: new URL(got.shareLink!).searchParams.get('ref') }),
    expects: ok,
  },
  {
    call: 'POST /auth/logout',
    make: () => send('POST', '/auth/logout'),
    expects: ok,
  },
];

const answered: { call: string; asExpected: boolean }[] = [];

describe('the spec’s client, call by call (§7, with the §3 payloads)', () => {
  for (const spec of calls) {
    it(spec.call, async () => {
      const answer = await spec.make();
      try {
        spec.expects(answer);
        answered.push({ call: spec.call, asExpected: true });
      } catch (error) {
        answered.push({ call: spec.call, asExpected: false });
        throw error;
      }
    });
  }

  it('answers every call as the client expects', () => {
    const good = answered.filter((a) => a.asExpected).length;
    console.info(
      `spec §7: ${answered.length} calls made with the spec's payloads, ${good} answered as its client expects`,
    );
    expect(answered).toHaveLength(calls.length);
    expect(answered.filter((a) => !a.asExpected).map((a) => a.call)).toEqual([]);
  });
});
