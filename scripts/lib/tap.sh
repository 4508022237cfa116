# Sourced by the window tests: results as "ok - …" / "not ok - …", counted, and a last line
# "N passed, M failed" (after the folder named by OUT_DIR, where the screenshots and logs are).
PASSED=0
FAILED=0
ok() { PASSED=$((PASSED + 1)); echo "ok - $*"; }
not_ok() { FAILED=$((FAILED + 1)); echo "not ok - $*"; }
check() {
    # check <description> <command...>: ok if the command succeeds
    local desc="$1"
    shift
    if "$@"; then ok "${desc}"; else not_ok "${desc}"; fi
}
summary() {
    echo "# screenshots and logs: ${OUT_DIR}"
    echo "${PASSED} passed, ${FAILED} failed"
}
