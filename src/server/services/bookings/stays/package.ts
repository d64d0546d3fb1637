import type { BookedPackage } from '~/contracts/packages';
import { formatHotelDate, type IsoDate } from '~/lib/dates';
import { isPackageExpired, packageRefusal } from '~/lib/packages';
import { MEAL_PLANS, type MealPlanCode } from '~/lib/party';
import type { RoomType } from '~/lib/rooms';
import type { DbOrTx } from '~/server/db/client';
import { AppError, fieldError } from '~/server/errors';
import type { BookingCodes } from '../../discounts';
import { type StayPackageEntry, stayPackageNamed } from '../../package-catalogue';
import type { Clock } from '../kind';
import type { StayRequest } from './request';

/**
 * The package a stay request names, read from the data and judged for this stay now (decisions 100 and 150): an
 * expired package is refused on every path (409), a stay its terms do not allow is refused naming the term (400), a
 * discount code does not combine with it, and a meal plan is refused where its price already includes meals. Null
 * when the request names none.
 */
export async function packageOfStay(
  db: DbOrTx,
  request: StayRequest,
  room: { roomType: RoomType; name: string },
  codes: BookingCodes,
  clock: Pick<Clock, 'today'>,
): Promise<StayPackageEntry | null> {
  if (!request.packageId) return null;
  const entry = await stayPackageNamed(db, request.packageId);
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
      `A discount code does not combine with the ${entry.title} package: it is sold at a price of its own.`,
    );
  }
  const problem = packageMealPlanProblem(entry, request.mealPlan ?? 'EP');
  if (problem) throw fieldError('mealPlan', problem);
  return entry;
}

/**
 * Why a meal plan cannot be added to a package, or null (decision 150): a package whose price includes daily meals
 * takes none on top (the guest would pay twice for breakfast); one without takes any plan its room sells, priced
 * for the room's party as on the room alone.
 */
export function packageMealPlanProblem(
  entry: Pick<StayPackageEntry, 'title' | 'mealPlan'>,
  mealPlan: MealPlanCode,
): string | null {
  if (mealPlan === 'EP' || entry.mealPlan === 'EP') return null;
  const included = MEAL_PLANS[entry.mealPlan].includes.toLowerCase();
  return `The ${entry.title} package already includes ${included}: book it without a meal plan.`;
}

/**
 * The last day a stay booked on a package can be paid (the package's own last day, as the data says it now, so an
 * admin who ends a package early ends it for held bookings too), and the refusal after it; null without one.
 */
export async function packageOfferEnds(
  db: DbOrTx,
  booked: Pick<BookedPackage, 'id'> | null | undefined,
): Promise<{ lastDay: IsoDate; refusal: string } | null> {
  const entry = booked ? await stayPackageNamed(db, booked.id) : undefined;
  if (!entry) return null;
  return {
    lastDay: entry.validUntil,
    refusal: `The ${entry.title} package ended on ${formatHotelDate(entry.validUntil)}, while this booking was held, so it can no longer be paid. Book the room again at its own rate, or choose another package.`,
  };
}
