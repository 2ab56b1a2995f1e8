/// `site.js`: a pattern page's playground, one state per browser said in words, and the copy
/// buttons (DECISIONS.md D124).
///
/// The browser is told by its user agent, because the one call that differs lies: Firefox for
/// Android's `navigator.vibrate` returns true and vibrates nothing, and desktop Chromium has
/// the function too. Only Chromium on Android calls `navigator.vibrate` (with the pattern's
/// `fallbacks.web`, after a tap); Safari on iPhone has no such call and is told so; every
/// browser with WebAudio gets the labelled audio simulation; `navigator.playHaptics` offers
/// the intent where the Web Haptics effects map it.
enum PlaygroundScript {
  static let js = """
    (function () {
      'use strict';
      function copyButtons() {
        Array.prototype.forEach.call(document.querySelectorAll('button[data-copy]'), function (b) {
          var target = document.getElementById(b.getAttribute('data-copy'));
          if (!target) { return; }
          b.hidden = false;
          b.addEventListener('click', function () {
            var text = target.textContent;
            var done = function () { b.textContent = 'Copied'; };
            var fail = function () {
              var range = document.createRange();
              range.selectNodeContents(target);
              var selection = window.getSelection();
              selection.removeAllRanges();
              selection.addRange(range);
              b.textContent = 'Selected: press Ctrl+C';
            };
            if (navigator.clipboard && window.isSecureContext) {
              navigator.clipboard.writeText(text).then(done, fail);
            } else { fail(); }
          });
        });
      }
      copyButtons();
      var node = document.getElementById('pattern-data');
      var state = document.getElementById('play-state');
      if (!node || !state) { return; }
      var data = JSON.parse(node.textContent);
      var play = document.getElementById('play');
      var playIntent = document.getElementById('play-intent');
      var playAudio = document.getElementById('play-audio');
      var ua = navigator.userAgent || '';
      var android = /Android/i.test(ua);
      var firefox = /Firefox\\//i.test(ua);
      var iphone = /iPhone|iPad|iPod/i.test(ua) ||
        (/Macintosh/i.test(ua) && navigator.maxTouchPoints > 1);
      var vibrate = typeof navigator.vibrate === 'function';
      var AudioContextType = window.AudioContext || window.webkitAudioContext;
      var web = Array.isArray(data.web) ? data.web : null;
      var words;
      if (android && firefox) {
        words = 'Firefox for Android: navigator.vibrate reports success and vibrates nothing, ' +
          'so this page does not call it. Chrome on Android plays the pattern.';
      } else if (iphone && !vibrate) {
        words = 'Safari on iPhone has no navigator.vibrate, so no web page can play this ' +
          'pattern here (a switch control gives one light tick per tap at most).';
      } else if (android && vibrate && web) {
        words = 'Chrome on Android: tap Vibrate to play fallbacks.web (' + web.join(', ') +
          ' ms, vibrating and pausing in turn) through navigator.vibrate.';
        play.hidden = false;
      } else if (android && vibrate) {
        words = 'This pattern has no fallbacks.web, so Chrome on Android has nothing to vibrate.';
      } else if (android || iphone) {
        words = 'This browser has no navigator.vibrate, so nothing vibrates here.';
      } else {
        words = 'Desktop browsers cannot vibrate, so nothing vibrates here.';
      }
      if (AudioContextType && data.track.length > 0) {
        playAudio.hidden = false;
        words += ' The audio simulation plays the track as sound, not as vibration.';
      }
      if (typeof navigator.playHaptics === 'function') {
        if (data.webHaptics) {
          playIntent.hidden = false;
          words += ' This browser has navigator.playHaptics (Web Haptics): the intent ' +
            data.intent + ' plays as its ' + data.webHaptics + ' effect.';
        } else {
          words += ' This browser has navigator.playHaptics, but its effects have none for ' +
            (data.intent ? 'the intent ' + data.intent : 'a pattern without an intent') + '.';
        }
      }
      state.textContent = words;
      play.addEventListener('click', function () {
        var accepted = navigator.vibrate(web);
        state.textContent = accepted
          ? 'navigator.vibrate accepted fallbacks.web (' + web.join(', ') + ' ms).'
          : 'navigator.vibrate refused the pattern (the browser may need a tap first).';
      });
      playIntent.addEventListener('click', function () {
        var refused = function (e) {
          state.textContent = 'navigator.playHaptics refused the ' + data.webHaptics +
            ' effect: ' + e;
        };
        try {
          Promise.resolve(navigator.playHaptics(data.webHaptics, 1)).then(function () {
            state.textContent = 'navigator.playHaptics accepted the ' + data.webHaptics +
              ' effect for the intent ' + data.intent + ' (intensity 1).';
          }, refused);
        } catch (e) { refused(e); }
      });
      function level(curve, t) {
        if (curve === 'linear') { return t; }
        if (curve === 'easeIn') { return t * t; }
        if (curve === 'easeOut') { return 1 - (1 - t) * (1 - t); }
        return 1;
      }
      playAudio.addEventListener('click', function () {
        var context = new AudioContextType();
        var start = context.currentTime + 0.05;
        var end = 0;
        data.track.forEach(function (e) {
          var at = start + e.at / 1000;
          if (e.type === 'transient') {
            // A click: a sine at the sonifier's click pitch (brighter when sharper), decaying
            // over 3 ms, scaled by intensity.
            var frames = Math.max(1, Math.floor(context.sampleRate * data.clickLength / 1000));
            var buffer = context.createBuffer(1, frames, context.sampleRate);
            var samples = buffer.getChannelData(0);
            for (var i = 0; i < frames; i += 1) {
              var time = i / context.sampleRate;
              samples[i] = data.peak * e.intensity * Math.exp(-time / 0.003) *
                Math.sin(2 * Math.PI * e.click * time);
            }
            var source = context.createBufferSource();
            source.buffer = buffer;
            source.connect(context.destination);
            source.start(at);
            end = Math.max(end, e.at + data.clickLength);
          } else {
            // A tone at the sonifier's pitch (65-300 Hz from sharpness), its loudness the
            // intensity along the curve, with 5 ms fades.
            var seconds = Math.max(e.duration, 1) / 1000;
            var fade = Math.min(seconds / 4, 0.005);
            var oscillator = context.createOscillator();
            oscillator.type = 'sine';
            oscillator.frequency.value = e.pitch;
            var envelope = context.createGain();
            envelope.gain.setValueAtTime(0, at);
            for (var k = 1; k <= 16; k += 1) {
              var t = k / 16;
              var value = data.peak * e.intensity * level(e.curve, t);
              var edge = Math.min(1, Math.min(seconds * t, seconds * (1 - t)) / fade);
              envelope.gain.linearRampToValueAtTime(value * (k === 16 ? 0 : Math.max(edge, 0)),
                at + seconds * t);
            }
            oscillator.connect(envelope);
            envelope.connect(context.destination);
            oscillator.start(at);
            oscillator.stop(at + seconds + 0.01);
            end = Math.max(end, e.at + e.duration);
          }
        });
        state.textContent = 'Playing the audio simulation (' + end + ' ms of sound, not vibration).';
        setTimeout(function () { context.close(); }, end + 300);
      });
    }());

    """
}
