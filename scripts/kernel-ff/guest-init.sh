#!/bin/busybox sh
# PID 1 of the playback test guest: loads evdev and uinput, runs /test/scenarios.sh, powers off.
/bin/busybox --install -s /bin
export PATH=/bin
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev 2>/dev/null
insmod /lib/evdev.ko
insmod /lib/uinput.ko
echo "=== guest up $(cut -d' ' -f1 /proc/uptime)"

# scenario NAME VANISH KILL_SECONDS ARGS...
# Starts a fresh virtual device (destroyed after VANISH plays when VANISH > 0), runs
# `haptui ARGS...` with every argument @NODE@ replaced by the device's node, and with
# KILL_SECONDS > 0 sends haptui SIGTERM that long after the device saw its first play.
# Prints the device log, haptui's output and its exit code.
scenario() {
  name=$1 vanish=$2 kill_after=$3
  shift 3
  rm -f /tmp/ready /tmp/dev.log /tmp/out /tmp/err
  /test/ffdevice /tmp/dev.log /tmp/ready "$vanish" &
  device=$!
  i=0
  while [ ! -s /tmp/ready ] && [ $i -lt 1000 ]; do sleep 0.01; i=$((i + 1)); done
  node=$(cat /tmp/ready)
  for arg do
    shift
    [ "$arg" = "@NODE@" ] && arg=$node
    set -- "$@" "$arg"
  done
  if [ "$kill_after" != 0 ]; then
    /test/haptui "$@" >/tmp/out 2>/tmp/err &
    player=$!
    i=0
    while ! grep -q '^play' /tmp/dev.log && [ $i -lt 3000 ]; do sleep 0.005; i=$((i + 1)); done
    sleep "$kill_after"
    kill -TERM $player
    wait $player
    rc=$?
  else
    /test/haptui "$@" >/tmp/out 2>/tmp/err
    rc=$?
  fi
  kill -TERM $device 2>/dev/null
  wait $device
  echo "=== scenario $name rc=$rc"
  sed 's/^/dev: /' /tmp/dev.log
  sed 's/^/out: /' /tmp/out
  sed 's/^/err: /' /tmp/err
  echo "=== end $name"
}

cd /test
. /test/scenarios.sh
echo "=== guest done"
poweroff -f
