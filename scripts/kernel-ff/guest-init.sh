#!/bin/busybox sh
# PID 1 of the playback test guest: loads evdev and uinput, runs /test/scenarios.sh, powers off.
/bin/busybox --install -s /bin
export PATH=/bin
# haptui play prints its start time, so events are timed against the real schedule.
export HAPTUI_TRACE_START=1
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev 2>/dev/null
insmod /lib/evdev.ko
insmod /lib/uinput.ko
mkdir -p /etc
# An ordinary user for the permission scenarios, and the 'input' group that fixes them.
printf 'root:x:0:0:root:/:/bin/sh\nplayer:x:1000:1000:player:/tmp:/bin/sh\n' >/etc/passwd
printf 'root:x:0:\ninput:x:105:player\nplayer:x:1000:\n' >/etc/group
echo "=== guest up $(cut -d' ' -f1 /proc/uptime)"

# scenario NAME DEVICE_OPTIONS KILL_SECONDS SIGNAL USER SETUP ARGS...
# Starts a fresh virtual device (DEVICE_OPTIONS as ffdevice.c takes them, 0 for none), runs the
# shell snippet SETUP (with $node set; "-" for none), then runs `haptui ARGS...` as USER
# ("-" for root) with every argument @NODE@ replaced by the device's node, and with
# KILL_SECONDS > 0 sends haptui SIGNAL (TERM, INT) that long after the device's first play.
# Prints the device log, haptui's output and its exit code.
# Replaces the calling (sub)shell with haptui, so $! of `(run_haptui ...) &` is haptui's pid.
run_haptui() {
  if [ "$user" = - ]; then
    exec /test/haptui "$@"
  fi
  # busybox su takes no arguments for the command: write them into the command, quoted.
  command="exec /test/haptui"
  for arg do
    command="$command '$(printf '%s' "$arg" | sed "s/'/'\\\\''/g")'"
  done
  exec su -s /bin/sh "$user" -c "$command"
}
scenario() {
  name=$1 device_options=$2 kill_after=$3 signal=$4 user=$5 setup=$6
  shift 6
  rm -f /tmp/ready /tmp/dev.log /tmp/out /tmp/err
  /test/ffdevice /tmp/dev.log /tmp/ready "$device_options" &
  device=$!
  i=0
  while [ ! -s /tmp/ready ] && [ $i -lt 1000 ]; do sleep 0.01; i=$((i + 1)); done
  node=$(cat /tmp/ready)
  [ "$setup" = - ] || eval "$setup"
  for arg do
    shift
    [ "$arg" = "@NODE@" ] && arg=$node
    set -- "$@" "$arg"
  done
  if [ "$kill_after" != 0 ]; then
    (run_haptui "$@") >/tmp/out 2>/tmp/err &
    player=$!
    i=0
    while ! grep -q '^play' /tmp/dev.log && [ $i -lt 3000 ]; do sleep 0.005; i=$((i + 1)); done
    sleep "$kill_after"
    kill -"$signal" $player
    wait $player
    rc=$?
  else
    (run_haptui "$@") >/tmp/out 2>/tmp/err
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
