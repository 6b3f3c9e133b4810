#!/usr/bin/env bash
# Debian's headless Chromium for the browser families (npm run conformance:ui), installed when
# missing. PPS_CHROMIUM points the suite at another Chromium and skips this.
set -euo pipefail
chromium="${PPS_CHROMIUM:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then exit 0; fi
if [ -n "${PPS_CHROMIUM:-}" ]; then
  echo "PPS_CHROMIUM=$PPS_CHROMIUM is not an executable" >&2
  exit 1
fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Chromium is missing: install Debian's chromium package (apt-get install chromium) or set PPS_CHROMIUM" >&2
  exit 1
fi
echo "installing Debian's chromium (apt-get)"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
