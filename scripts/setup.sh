#!/usr/bin/env bash
# Installs the system packages Storyflow needs (libxml2's headers and pkg-config) when they are missing.
set -euo pipefail
if pkg-config --exists libxml-2.0 2>/dev/null; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq libxml2-dev pkg-config
