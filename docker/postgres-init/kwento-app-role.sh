#!/bin/sh
# Runs once, when the postgres-data volume is new: the site's own role (no superuser). The site gives
# it its tables at its first start; the image's POSTGRES_USER stays the admin role (DATABASE_ADMIN_URL).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -v password="$KWENTO_APP_PASSWORD" <<'SQL'
create role kwento_app login password :'password';
SQL
