// The life cycle of every booking (docs/decisions/090-booking-life-cycle.md): each status change is one function in
// this folder that does, inside the caller's transaction, everything the change means. Nothing else changes a status.
export * from './cancel';
export * from './change';
export * from './place-and-pay';
export type { Moment } from './shared';
export * from './staff';
