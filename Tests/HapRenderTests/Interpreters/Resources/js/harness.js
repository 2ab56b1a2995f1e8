// Runs haptui's JavaScript and TypeScript artefacts against recording stand-ins of the browser
// and expo-haptics APIs they call, and prints what was called as JSON.
//
// Usage: node harness.js jobs.json > calls.json
// A job is {id, file, kind: "web" | "react-native" | "gamepad", env}; env says what the device
// has: {vibrate: bool, felt: bool, navigator: bool, os: "ios" | "android" | "web", actuator: bool}.
// The stand-ins follow the documented behaviour (MDN Navigator.vibrate, W3C Gamepad extensions
// GamepadHapticActuator.playEffect, the expo-haptics API reference) and record every call; the
// gamepad's setTimeout runs on a virtual clock, so a job takes no real time.
"use strict";

const fs = require("fs");

function loadTypeScript() {
  for (const name of ["typescript", "/usr/share/nodejs/typescript"]) {
    try {
      return require(name);
    } catch (error) {
      // try the next place
    }
  }
  throw new Error("the typescript module is missing (apt-get install node-typescript)");
}

const ts = loadTypeScript();
const compiled = new Map();

// A JavaScript artefact whose only module syntax is one `export function NAME(` line becomes
// CommonJS by dropping `export` and exporting NAME; anything else goes through TypeScript
// (transpileModule costs about 6 ms a file, and most artefacts are this simple).
function plainScript(source) {
  if (/^\s*import\b/m.test(source)) return null;
  const exports = [...source.matchAll(/^export function (\w+)\(/gm)];
  const others = (source.match(/^\s*export\b/gm) || []).length;
  if (exports.length !== 1 || others !== 1) return null;
  const name = exports[0][1];
  return source.replace(/^export function /m, "function ") + `\nexports.${name} = ${name};\n`;
}

// The artefact as CommonJS: TypeScript's own transpiler strips types and rewrites imports.
function transpile(file) {
  if (!compiled.has(file)) {
    const source = fs.readFileSync(file, "utf8");
    const plain = file.endsWith(".js") ? plainScript(source) : null;
    if (plain !== null) {
      compiled.set(file, { text: plain, errors: [] });
      return compiled.get(file);
    }
    const output = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2019 },
      reportDiagnostics: true,
      fileName: file,
    });
    const errors = (output.diagnostics || []).map((d) =>
      ts.flattenDiagnosticMessageText(d.messageText, "\n"),
    );
    compiled.set(file, { text: output.outputText, errors });
  }
  return compiled.get(file);
}

// MDN: vibrate(pattern) takes one number or an array of numbers (ms, alternately on and off).
function normalisePattern(pattern) {
  const list = Array.isArray(pattern) ? pattern : [pattern];
  return list.map((value) => Number(value));
}

function makeEnvironment(env, calls, clock) {
  const navigator = env.navigator || env.vibrate ? {} : undefined;
  if (env.vibrate) {
    navigator.vibrate = function vibrate(pattern) {
      const entries = normalisePattern(pattern);
      const valid = entries.every((value) => Number.isInteger(value) && value >= 0);
      // Firefox for Android (MDN compatibility data): returns true, vibrates nothing.
      const felt = env.felt !== false;
      calls.push({ api: "navigator.vibrate", at: clock.now, pattern: entries, valid, felt });
      return felt ? valid : true;
    };
  }
  // expo-haptics: every call returns a promise; the enums' values are the documented strings.
  const record = (api, argument) => {
    calls.push({ api, at: clock.now, argument: argument === undefined ? null : argument });
    return Promise.resolve();
  };
  const Haptics = {
    ImpactFeedbackStyle: {
      Light: "light", Medium: "medium", Heavy: "heavy", Soft: "soft", Rigid: "rigid",
    },
    NotificationFeedbackType: { Success: "success", Warning: "warning", Error: "error" },
    impactAsync: (style) => record("Haptics.impactAsync", style === undefined ? "medium" : style),
    notificationAsync: (type) =>
      record("Haptics.notificationAsync", type === undefined ? "success" : type),
    selectionAsync: () => record("Haptics.selectionAsync"),
    performAndroidHapticsAsync: (type) => record("Haptics.performAndroidHapticsAsync", type),
  };
  const ReactNative = { Platform: { OS: env.os || "web" } };
  const modules = { "expo-haptics": Haptics, "react-native": ReactNative };
  const requireStandIn = (name) => {
    if (!(name in modules)) throw new Error(`the artefact imports ${name}, which has no stand-in`);
    return modules[name];
  };
  const timers = [];
  const setTimeoutStandIn = (callback, delay) => {
    const wait = Math.max(0, Math.trunc(Number(delay) || 0));
    timers.push({ at: clock.now + wait, order: timers.length, callback });
    return timers.length;
  };
  // W3C Gamepad extensions: playEffect(type, params) resolves "complete" (or "preempted" when a
  // later effect replaces it); params duration, startDelay (ms) and the two magnitudes (0..1).
  let gamepad;
  if (env.actuator !== undefined) {
    const actuator = env.actuator
      ? {
          effects: ["dual-rumble"],
          playEffect(type, params) {
            const p = params || {};
            const call = {
              api: "playEffect", at: clock.now, type,
              duration: p.duration === undefined ? 0 : p.duration,
              startDelay: p.startDelay === undefined ? 0 : p.startDelay,
              strongMagnitude: p.strongMagnitude === undefined ? 0 : p.strongMagnitude,
              weakMagnitude: p.weakMagnitude === undefined ? 0 : p.weakMagnitude,
            };
            const inRange = (v) => typeof v === "number" && v >= 0 && v <= 1;
            call.valid = type === "dual-rumble" && inRange(call.strongMagnitude)
              && inRange(call.weakMagnitude) && call.duration >= 0 && call.startDelay >= 0;
            calls.push(call);
            return call.valid ? Promise.resolve("complete") : Promise.reject(new TypeError("bad"));
          },
        }
      : null;
    gamepad = { id: "stand-in", vibrationActuator: actuator };
  }
  return { navigator, requireStandIn, setTimeoutStandIn, timers, gamepad };
}

function runJob(job) {
  const calls = [];
  const clock = { now: 0 };
  const { text, errors } = transpile(job.file);
  if (errors.length > 0) return { id: job.id, calls, error: "transpile: " + errors.join("; ") };
  const environment = makeEnvironment(job.env || {}, calls, clock);
  const module = { exports: {} };
  try {
    const body = new Function("exports", "require", "module", "navigator", "setTimeout", text);
    body(
      module.exports, environment.requireStandIn, module, environment.navigator,
      environment.setTimeoutStandIn,
    );
    const functions = Object.values(module.exports).filter((v) => typeof v === "function");
    if (functions.length !== 1) throw new Error(`${functions.length} exported functions`);
    functions[0](job.kind === "gamepad" ? environment.gamepad : undefined);
    // The virtual clock: timers fire in time order, those set for the same time in the order set.
    const timers = environment.timers;
    while (timers.length > 0) {
      timers.sort((a, b) => a.at - b.at || a.order - b.order);
      const next = timers.shift();
      clock.now = next.at;
      next.callback();
    }
  } catch (error) {
    return { id: job.id, calls, error: String(error && error.message ? error.message : error) };
  }
  return { id: job.id, calls, error: null };
}

const jobs = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const results = jobs.map(runJob);
process.stdout.write(JSON.stringify(results));
// Rejected promises from invalid calls are caught by the artefacts; anything else is reported.
process.on("unhandledRejection", (reason) => {
  process.stderr.write("unhandled rejection: " + String(reason) + "\n");
  process.exitCode = 3;
});
