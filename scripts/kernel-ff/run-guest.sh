#!/usr/bin/env bash
# Boots the cached Debian kernel under QEMU (software emulation) with a payload that runs the
# given scenarios against a virtual uinput rumble device, and prints the guest's serial output.
#
# Usage: run-guest.sh CACHE_DIR WORK_DIR HAPTUI_BINARY SCENARIOS_SH [FILE...]
# SCENARIOS_SH is sourced by the guest's init; it calls `scenario NAME VANISH KILL_SECONDS ARGS...`
# (see guest-init.sh). Each FILE is copied into the guest's /test folder.
# Prepare the cache first with prepare.sh.
set -euo pipefail
cache=$(cd "${1:?cache dir}" && pwd)
work=${2:?work dir}
binary=${3:?haptui binary}
scenarios=${4:?scenarios}
shift 4
here=$(cd "$(dirname "$0")" && pwd)

rm -rf "$work" && mkdir -p "$work/root"
root="$work/root"
mkdir -p "$root"/{bin,lib,proc,sys,dev,tmp,test}

cp "$cache/busybox" "$root/bin/busybox"
cp "$cache/evdev.ko" "$cache/uinput.ko" "$root/lib/"
cp "$here/guest-init.sh" "$root/init" && chmod +x "$root/init"
gcc -static -O2 -o "$root/test/ffdevice" "$here/ffdevice.c"
cp "$binary" "$root/test/haptui"
cp "$scenarios" "$root/test/scenarios.sh"
for file in "$@"; do cp "$file" "$root/test/"; done

# Every shared library keeps its absolute path, so the interpreter and Swift's runpath resolve.
for lib in $(ldd "$binary" | awk '/=> \// {print $3} /^\t\/lib/ {print $1}'); do
  mkdir -p "$root$(dirname "$lib")"
  cp -L "$lib" "$root$lib"
done

(cd "$root" && find . -print0 | cpio --null -o -H newc --quiet) >"$work/initramfs.cpio"

# The guest's timing is what the test measures, and an emulated CPU that the host deschedules
# shows as late events: run QEMU with a real-time priority where allowed (root), else a higher
# nice value, else as it is. The kernel's RT throttling keeps 5% of every second for others.
priority=()
if chrt -f 1 true 2>/dev/null; then
  priority=(chrt -f 1)
elif nice -n -10 true 2>/dev/null; then
  priority=(nice -n -10)
fi
"${priority[@]}" timeout --signal=KILL "${HAPTUI_QEMU_TIMEOUT:-240}" "${HAPTUI_QEMU:-qemu-system-x86_64}" \
  -accel tcg -M pc -cpu max -m 1024 -smp 1 -nodefaults -no-user-config \
  -display none -serial stdio -monitor none -no-reboot \
  -kernel "$cache/vmlinux" -initrd "$work/initramfs.cpio" \
  -append "console=ttyS0 quiet panic=-1 mitigations=off nokaslr no_timer_check cryptomgr.notests" \
  </dev/null
