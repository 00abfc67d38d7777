# Sourced by .ci/run and .ci/node24: `stage <name> <command…>` runs a command and adds its time, under the runtime
# that ran it, to CI's stage table (CI_STAGES_FILE); a stage inside another is indented and not added to the total
# (scripts/ci/times-dir.mjs records the build inside `npm test`). `print_stages` prints the table.
stage() {
  local name="$1" depth="${CI_STAGE_DEPTH:-0}" start=$SECONDS rc=0
  shift
  export CI_STAGE_DEPTH=$((depth + 1))
  "$@" || rc=$?
  export CI_STAGE_DEPTH="$depth"
  printf '%s\tNode %s\t%s\t%s\n' "$depth" "$(node -p 'process.versions.node.split(".")[0]')" "$name" \
    "$((SECONDS - start))" >>"$CI_STAGES_FILE"
  return "$rc"
}

print_stages() {
  echo
  echo "CI stages, in the order they ended (seconds; an indented stage ran inside the one below it):"
  awk -F'\t' '{
    printf "  %*s%-8s %-34s %6d\n", $1 * 2, "", $2, $3, $4
    if ($1 == 0) total += $4
  } END { printf "  %-43s %6d (%.1f min)\n", "all", total, total / 60 }' "$CI_STAGES_FILE"
}
