# Sourced by the test scripts: results as "ok - …" / "not ok - …", counted, and a last line
# "N passed, M failed" (after the folder named by OUT_DIR, where the screenshots and logs are).
PASSED=0
FAILED=0
# "ok" or "failed": how the last check went.
LAST=""
ok() { PASSED=$((PASSED + 1)); LAST=ok; echo "ok - $*"; }
not_ok() { FAILED=$((FAILED + 1)); LAST=failed; echo "not ok - $*"; }
check() {
    # check <description> <command...>: ok if the command succeeds
    local desc="$1"
    shift
    if "$@"; then ok "${desc}"; else not_ok "${desc}"; fi
}
show() {
    # show <file>: its lines as comments
    if [ -s "$1" ]; then sed 's/^/#   /' "$1"; fi
}
show_if_failed() {
    # show_if_failed <file>: show it when the last check failed
    if [ "${LAST}" = failed ]; then show "$1"; fi
}
summary() {
    echo "# screenshots and logs: ${OUT_DIR}"
    echo "${PASSED} passed, ${FAILED} failed"
}
