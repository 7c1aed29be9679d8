// jsdom ships no types (it is the unit suite's environment); the part the API tests use to read served HTML.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
