/**
 * The part of jsdom (a dev dependency, the client tests' environment) that server tests use: its
 * strict XML parser, to prove feeds and the sitemap well-formed (issue 23 §2). jsdom ships no
 * types and @types/jsdom is not installed; this names only what is used.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { DOMParser: typeof DOMParser };
  }
}
