import { newRouter, type RouteGroup } from '../../http/router';
import { profileRoutes } from './profile';
import { signInRoutes } from './sign-in';

/** Everything under /auth: signing in and out, and the guest's own profile. */
export const authRoutes: RouteGroup = {
  prefix: '/auth',
  router: newRouter().route('/', signInRoutes).route('/', profileRoutes),
};
