#!/usr/bin/env bash
# Installs what haptui needs to build and test: Debian -dev packages and two Python modules.
# As root it installs them; otherwise it prints the exact command to run and fails.
set -euo pipefail

packages=(pkg-config libncurses-dev libevdev-dev libyaml-dev libcmark-dev tmux)
# Tools the real-kernel playback test and the hostile-input tests use.
packages+=(qemu-system-x86 xz-utils cpio)
# The playback test's uinput device is a small C program, linked statically (libc6-dev has libc.a).
packages+=(gcc libc6-dev)
# The Android Kotlin artefact is compiled and run on the JVM against stand-in Android classes.
packages+=(kotlin default-jdk-headless)
# Importers and audio analysis: XML, sound files, resampling, FFT, the sound card (no GPL).
packages+=(libxml2-dev libsndfile1-dev libsamplerate0-dev libkissfft-dev libasound2-dev)
# The emitted JavaScript runs in node; generated TypeScript is checked with tsc.
packages+=(nodejs node-typescript)
# The zsh completion `make install` writes is checked with `zsh -n`.
packages+=(zsh)
# Phone audition: Debian's real adb client against a stand-in adb server; a private D-Bus session
# bus with a python-dbusmock stand-in for feedbackd; a real sshd on loopback for the remote path.
packages+=(adb dbus python3-dbusmock openssh-server openssh-client)
# glib's gdbus and gsettings: feedbackd through gdbus on phones without busctl, and its cap.
packages+=(libglib2.0-bin)
# The site: QR codes (libqrencode, LGPL-2.1, linked dynamically), checked in headless Chromium.
packages+=(libqrencode-dev chromium chromium-driver)
# The language server is driven by Neovim's built-in LSP client in headless mode.
packages+=(neovim)
# The benchmark reads each command's peak memory from GNU time (`ru_maxrss` after posix_spawn
# carries the bench's own peak into the child's figure).
packages+=(time)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "deps: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null || true
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "deps: missing Debian packages: ${missing[*]}" >&2
    echo "deps: run: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

# Python modules for the reference-validator differential test and the benchmark baseline.
py_missing=()
python3 -c 'import jsonschema' 2>/dev/null || py_missing+=(jsonschema)
python3 -c 'import yaml' 2>/dev/null || py_missing+=(pyyaml)
python3 -c 'import markdown_it' 2>/dev/null || py_missing+=(markdown-it-py)
# WebDriver client for the site's Chromium test; pre-commit runs the hook on a scratch repository.
python3 -c 'import selenium' 2>/dev/null || py_missing+=(selenium)
command -v pre-commit >/dev/null 2>&1 || python3 -m pre_commit --version >/dev/null 2>&1 || py_missing+=(pre-commit)
if [ ${#py_missing[@]} -gt 0 ]; then
  echo "deps: pip installing ${py_missing[*]}"
  python3 -m pip install --quiet --disable-pip-version-check "${py_missing[@]}" \
    || { echo "deps: run: python3 -m pip install ${py_missing[*]}" >&2; exit 1; }
fi
echo "deps: ok"
