#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing (CI starts on a fresh machine).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Chromium from Debian's packages (about a minute)..." >&2
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
test -x /usr/bin/chromium
