import { newRouter, type RouteGroup } from '../../http/router';
import { emailVerificationRoutes } from './email-verification';
import { profileRoutes } from './profile';
import { signInRoutes } from './sign-in';

/** Everything under /auth: signing in and out, the guest's own profile and the proof of its email address. */
export const authRoutes: RouteGroup = {
  prefix: '/auth',
  router: newRouter().route('/', signInRoutes).route('/', profileRoutes).route('/', emailVerificationRoutes),
};
