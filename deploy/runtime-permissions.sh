#!/bin/sh
# Who may write what in the container (Dockerfile): the runtime user writes its caches and data, never code.
#   deploy/runtime-permissions.sh USER:GROUP [APP_DIR]
# Next's file cache writes regenerated pages beside the route code (.next/server/app/*.html, .rsc, .meta,
# .segments/): those folders are root's, group-writable and sticky, so the runtime user can add and replace its
# own page files but cannot change, replace or remove a file root owns (page.js, manifests).
set -eu
owner="$1"
app="${2:-.}"
group="${owner#*:}"

chown -R root:root "$app"
chmod -R go-w "$app"
mkdir -p "$app/.next/cache" "$app/.data"
chown -R "$owner" "$app/.next/cache" "$app/.data"

pages="$app/.next/server/app"
[ -d "$pages" ] || exit 0
find "$pages" -type d ! -name '*.segments' ! -path '*.segments/*' -exec chgrp "$group" {} + -exec chmod 1775 {} +
find "$pages" -type f ! -path '*.segments/*' \( -name '*.html' -o -name '*.rsc' -o -name '*.meta' -o -name '*.body' \) \
  -exec chown "$owner" {} +
find "$pages" -type d -name '*.segments' -prune -exec chown -R "$owner" {} +
