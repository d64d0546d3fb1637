import type { BookedPackage } from '~/contracts/packages';
import { formatHotelDate, type IsoDate } from '~/lib/dates';
import { isPackageExpired, packageRefusal } from '~/lib/packages';
import type { RoomType } from '~/lib/rooms';
import { AppError } from '~/server/errors';
import type { BookingCodes } from '../../discounts';
import { type StayPackageEntry, stayPackageNamed } from '../../package-catalogue';
import type { Clock } from '../kind';
import type { StayRequest } from './request';

/**
 * The package a stay request names, found and judged for this stay now (decision 100): an expired package is
 * refused on every path (409), a stay its terms do not allow is refused naming the term (400), and a discount code
 * does not combine with it (its price already carries its discount). Null when the request names none.
 */
export function packageOfStay(
  request: StayRequest,
  room: { roomType: RoomType; name: string },
  codes: BookingCodes,
  clock: Pick<Clock, 'today'>,
): StayPackageEntry | null {
  if (!request.packageId) return null;
  const entry = stayPackageNamed(request.packageId);
  if (!entry) throw new AppError('NOT_FOUND', 'That package is not on offer.');
  const refusal = packageRefusal(entry, {
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    roomType: room.roomType,
    roomName: room.name,
    today: clock.today,
  });
  if (refusal) {
    const expired = isPackageExpired(entry.validUntil, clock.today);
    throw new AppError(expired ? 'PACKAGE_EXPIRED' : 'PACKAGE_TERMS_UNMET', refusal);
  }
  if (codes.offer) {
    throw new AppError(
      'DISCOUNT_CODE_INVALID',
      `A discount code does not combine with the ${entry.title} package: its price already carries its discount.`,
    );
  }
  return entry;
}

/**
 * The last day a stay booked on a package can be paid (the package's own last day, as the content says it now, so
 * an editor who ends a package early ends it for held bookings too), and the refusal after it; null without one.
 */
export function packageOfferEnds(booked: BookedPackage | null): { lastDay: IsoDate; refusal: string } | null {
  const entry = booked ? stayPackageNamed(booked.id) : undefined;
  if (!entry) return null;
  return {
    lastDay: entry.validUntil,
    refusal: `The ${entry.title} package ended on ${formatHotelDate(entry.validUntil)}, while this booking was held, so it can no longer be paid. Book the room again at its own rate, or choose another package.`,
  };
}
