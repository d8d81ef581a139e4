/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** What a plain (no-JavaScript) form POST sent, so the page can show it again. */
    form?: {
      name: string;
      values: Record<string, string>;
      /** The first problem its validation found (the owner's forms show it). */
      problem?: import('./ui/forms/fields.ts').FormProblem;
      /** Every problem its validation found, in the order the form's schema checks them. */
      problems?: import('./ui/forms/fields.ts').FormProblem[];
    };
    /** Seconds a 429 or 503 answer asks the client to wait. */
    retryAfter?: number;
  }
}
