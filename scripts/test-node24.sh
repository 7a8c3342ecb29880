#!/usr/bin/env bash
# The runtime check on Node 24 (the other supported runtime), with a Node binary installed from
# the npm registry (package node-<os>-<arch>, no other download): the unit suite and the
# process-spawning suites that start the real server and CLI as users start them (the server
# booted without NODE_ENV, as under `npm start`, serving sign-up and its verification mail; a
# posting and a candidate's spoken turn with ffmpeg and pocketsphinx, then SIGTERM with a turn in
# flight; the admin CLI beside a running server). The other process suites (backup/restore, the
# data-directory lock, kill -9 of a transcription, the speech check of a fresh machine, the
# generated client) drive files, locks and child processes through the same Node APIs, and ran in
# `npm test`; the in-process suites ran there on both databases
# (docs/decisions/0046-tests-quick-to-write-and-run.md).
# Usage: npm run test:node24     (NODE_MAJOR=22 picks another major line; FULL=1 runs every
# process suite and adds the whole in-process integration suite on PGlite, for a runtime upgrade)
set -euo pipefail
cd "$(dirname "$0")/.."

major="${NODE_MAJOR:-24}"
case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "test:node24 supports Linux and macOS" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "no node-${os}-* package for $(uname -m)" >&2; exit 1 ;;
esac
package="node-${os}-${arch}"
prefix="${NODE_PREFIX:-${TMPDIR:-/tmp}/screenroom-node-${major}}"
bin="${prefix}/node_modules/${package}/bin"

if [ ! -x "${bin}/node" ] || [ "$("${bin}/node" -p 'process.versions.node.split(".")[0]')" != "${major}" ]; then
  echo "Installing ${package}@${major} from the npm registry into ${prefix}"
  npm install --no-save --no-package-lock --no-audit --no-fund --prefix "${prefix}" "${package}@${major}"
fi

# Integration tests serve the built client (security headers on pages): build it once, on the machine's Node.
[ -f dist/client/index.html ] || npx vite build

# Child processes the tests spawn (servers, CLIs) run on the same Node.
export PATH="${bin}:${PATH}"
echo "Running unit and process-spawning tests on Node $(node -v)"
# Separate runs: vitest refuses one run of projects with different worker limits (unit and integration).
node node_modules/vitest/vitest.mjs run --project unit
if [ -n "${FULL:-}" ]; then
  node node_modules/vitest/vitest.mjs run --project integration-processes
  node node_modules/vitest/vitest.mjs run --project integration
else
  node node_modules/vitest/vitest.mjs run --project integration-processes \
    tests/integration/security/f17-ssrf-npm-start.int.test.ts \
    tests/integration/operations/graceful-shutdown.int.test.ts \
    tests/integration/admin/admin-cli.int.test.ts
fi
