import type { PageScript } from './server';

/** The page script's "hydration" (server.ts): start it. */
export default () => async (script: PageScript) => {
  await script.start();
};
