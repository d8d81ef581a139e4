declare namespace App {
  interface Locals {
    /** The signed-in owner, set by the admin guard (src/features/owner/guard.server.ts) on /admin routes. */
    admin?: import('./session.server.ts').AdminIdentity;
  }
}
