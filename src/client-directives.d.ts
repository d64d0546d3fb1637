// The project's own island directive (astro.config.mjs, src/scripts/wake-on-intent.ts, src/scripts/painted.ts).
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates on the guest's first touch, pointer, key, focus or scroll; at idle for a signed-in guest. */
    'client:intent'?: boolean;
    /** Hydrates once the page has painted its first screen (src/scripts/painted.ts). */
    'client:painted'?: boolean;
  }
}

export {};
