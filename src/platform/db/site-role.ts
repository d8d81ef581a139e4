import pg from 'pg';

/** pg-boss installs and migrates its tables in this schema as the site's role; it never creates the schema. */
export const JOBS_SCHEMA = 'pgboss';
/** The schemas whose objects the site's role owns: ours, and the job queue's. */
export const SITE_SCHEMAS = ['public', JOBS_SCHEMA];

export interface SiteRole {
  name: string;
  superuser: boolean;
}

/** The role `url` connects as. */
export async function siteRoleOf(url: string): Promise<SiteRole> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<SiteRole>('select rolname as name, rolsuper as superuser from pg_roles where rolname = current_user');
    return rows[0]!;
  } finally {
    await client.end();
  }
}

/** Every object of SITE_SCHEMAS that role $1 does not own yet, as the ALTER statement that hands it over. */
const OBJECTS_TO_HAND_OVER = `
  with site as (select oid from pg_namespace where nspname = any($2::text[])),
  role as (select oid from pg_roles where rolname = $1),
  -- An extension's objects stay with the extension; a column's sequence (serial, identity) follows its table.
  held as (select classid, objid from pg_depend
            where deptype = 'e'
               or (classid = 'pg_class'::regclass and refclassid = 'pg_class'::regclass and refobjsubid > 0 and deptype in ('a', 'i')))
  select format('alter %s %s owner to %I',
           case c.relkind when 'S' then 'sequence' when 'v' then 'view' when 'm' then 'materialized view'
                          when 'f' then 'foreign table' else 'table' end,
           c.oid::regclass, $1::text) as statement
    from pg_class c
   where c.relnamespace in (select oid from site) and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
     and c.relowner <> (select oid from role)
     and ('pg_class'::regclass, c.oid) not in (select classid, objid from held)
  union all
  select format('alter %s %s owner to %I', case p.prokind when 'p' then 'procedure' when 'a' then 'aggregate' else 'function' end,
           p.oid::regprocedure, $1::text)
    from pg_proc p
   where p.pronamespace in (select oid from site) and p.proowner <> (select oid from role)
     and ('pg_proc'::regclass, p.oid) not in (select classid, objid from held)
  union all
  -- Enums, domains, ranges and stand-alone composite types; a table's row type and array types follow their owner.
  select format('alter type %s owner to %I', t.oid::regtype, $1::text)
    from pg_type t
   where t.typnamespace in (select oid from site) and t.typowner <> (select oid from role)
     and (t.typtype in ('e', 'd', 'r') or (t.typtype = 'c' and (select relkind from pg_class where oid = t.typrelid) = 'c'))
     and ('pg_type'::regclass, t.oid) not in (select classid, objid from held)`;

/**
 * After migrations, as the admin role (ADR 042): the site's role gets the schema of the job queue and
 * owns every table, view, sequence, function and type of the site's schemas, so it reads, writes and
 * refreshes them and pg-boss migrates its own tables; extensions and text search configurations stay
 * the admin's. PostgreSQL lets a role that is not a superuser hand an object over only while the new
 * owner may create in its schema: that right is given for the hand-over and taken back with it.
 * Runs in one transaction, on every start, and changes nothing when everything is handed over already.
 */
export async function handOverToSiteRole(admin: pg.ClientBase, role: string): Promise<void> {
  const name = pg.escapeIdentifier(role);
  await admin.query('begin');
  try {
    await admin.query(`create schema if not exists ${JOBS_SCHEMA} authorization ${name}`);
    await admin.query(`alter schema ${JOBS_SCHEMA} owner to ${name}`);
    const { rows: statements } = await admin.query<{ statement: string }>(OBJECTS_TO_HAND_OVER, [role, SITE_SCHEMAS]);
    if (statements.length > 0) {
      const { rows } = await admin.query<{ may: boolean }>(`select has_schema_privilege($1, 'public', 'CREATE') as may`, [role]);
      const allowForHandOver = !rows[0]!.may;
      if (allowForHandOver) await admin.query(`grant create on schema public to ${name}`);
      for (const { statement } of statements) await admin.query(statement);
      if (allowForHandOver) await admin.query(`revoke create on schema public from ${name}`);
    }
    await admin.query('commit');
  } catch (error) {
    await admin.query('rollback').catch(() => {});
    throw error;
  }
}
