declare namespace App {
  interface Locals {
    /** The signed-in owner, set by the admin guard (src/server/admin/guard.ts) on /admin routes. */
    admin?: import('./session.ts').AdminIdentity;
  }
}
