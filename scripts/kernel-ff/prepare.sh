#!/usr/bin/env bash
# Fetches and unpacks what the real-kernel playback test boots: a stock Debian kernel (its ELF,
# so QEMU boots it without in-guest decompression), its evdev and uinput modules, and a static
# busybox. Everything is cached under CACHE_DIR; a second run does nothing.
#
# Usage: prepare.sh CACHE_DIR
# Exit 0 and print "ready" when the cache is complete; exit 77 and print "skip: REASON" when
# a tool or package cannot be had (the caller reports a skip, never a pass); exit 1 on a bug.
set -uo pipefail
cache=${1:?usage: prepare.sh CACHE_DIR}
mkdir -p "$cache"
cd "$cache" || exit 1
# Two test runs sharing a checkout must not unpack into the same folder at once.
exec 9>.lock
command -v flock >/dev/null && flock 9

skip() { echo "skip: $*"; exit 77; }

qemu=${HAPTUI_QEMU:-qemu-system-x86_64}
command -v "$qemu" >/dev/null || skip "$qemu not installed (make deps installs qemu-system-x86)"
command -v gcc >/dev/null || skip "gcc not installed (needed to build the uinput test device)"
for tool in apt-get dpkg-deb xz cpio; do
  command -v "$tool" >/dev/null || skip "$tool not installed"
done

if [ -s vmlinux ] && [ -s evdev.ko ] && [ -s uinput.ko ] && [ -x busybox ]; then
  echo ready
  exit 0
fi

# The versioned kernel package behind the linux-image-amd64 metapackage.
image=$(apt-cache depends linux-image-amd64 2>/dev/null | awk '/Depends: linux-image-[0-9]/ {print $2; exit}')
if [ -z "$image" ]; then
  apt-get update -qq >/dev/null 2>&1 || true
  image=$(apt-cache depends linux-image-amd64 2>/dev/null | awk '/Depends: linux-image-[0-9]/ {print $2; exit}')
fi
[ -n "$image" ] || skip "apt-cache cannot resolve linux-image-amd64 (no Debian package lists)"

rm -rf download && mkdir -p download
# Stale package lists name versions the mirror no longer has: refresh them once and retry.
if ! (cd download && apt-get download "$image" busybox-static >download.log 2>&1); then
  apt-get update -qq >/dev/null 2>&1 || true
  image=$(apt-cache depends linux-image-amd64 2>/dev/null | awk '/Depends: linux-image-[0-9]/ {print $2; exit}')
  (cd download && apt-get download "$image" busybox-static >download.log 2>&1) \
    || skip "apt-get download $image busybox-static failed: $(tail -1 download/download.log)"
fi

rm -rf unpack && mkdir -p unpack/kernel unpack/busybox
dpkg-deb -x download/linux-image-*.deb unpack/kernel || exit 1
dpkg-deb -x download/busybox-static_*.deb unpack/busybox || exit 1

vmlinuz=$(ls unpack/kernel/boot/vmlinuz-* | head -1)
# The bzImage carries the kernel ELF as an xz stream; booting the ELF directly (PVH entry)
# skips decompression inside the slow emulated guest.
offset=$(LC_ALL=C grep -obUaP '\xfd7zXZ\x00' "$vmlinuz" | head -1 | cut -d: -f1)
[ -n "$offset" ] || { echo "no xz stream in $vmlinuz" >&2; exit 1; }
tail -c +"$((offset + 1))" "$vmlinuz" | xz -dc --single-stream >vmlinux.tmp 2>/dev/null
[ -s vmlinux.tmp ] || { echo "could not decompress $vmlinuz" >&2; exit 1; }
mv vmlinux.tmp vmlinux

modules=$(ls -d unpack/kernel/lib/modules/*)
cp "$modules/kernel/drivers/input/evdev.ko" evdev.ko || exit 1
cp "$modules/kernel/drivers/input/misc/uinput.ko" uinput.ko || exit 1
cp unpack/busybox/bin/busybox busybox && chmod +x busybox
basename "$modules" >kernel-version
rm -rf unpack download
echo ready
