/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** What a plain (no-JavaScript) form POST sent, so the page can show it again. */
    form?: {
      name: string;
      values: Record<string, string>;
      problem?: import('./ui/forms/fields.ts').FormProblem;
    };
    /** Seconds a 429 or 503 answer asks the client to wait. */
    retryAfter?: number;
  }
}
