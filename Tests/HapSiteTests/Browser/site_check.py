"""Opens a haptui site in headless Chromium through WebDriver and reports what it saw.

Run by SiteBrowserTests (Swift), which asserts on the JSON this prints; this script only
observes. Usage: site_check.py SITE_DIR SCREENSHOT_DIR HOSTILE_PAGE
"""
import base64
import json
import os
import sys
import tempfile
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ANDROID_CHROME = ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 "
                  "(KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36")
ANDROID_FIREFOX = "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0"
IPHONE_SAFARI = ("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 "
                 "(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1")

# Recorded before any page script runs: uncaught errors and rejected promises.
ERRORS = """
window.__errors = [];
window.addEventListener('error', function (e) { window.__errors.push(String(e.message)); });
window.addEventListener('unhandledrejection', function (e) {
  window.__errors.push('unhandled rejection: ' + String(e.reason)); });
"""
RECORD_VIBRATE = """
window.__vibrations = [];
Object.defineProperty(Navigator.prototype, 'vibrate', { configurable: true, writable: true,
  value: function (pattern) { window.__vibrations.push(Array.from(pattern)); return true; } });
"""
NO_VIBRATE = "delete Navigator.prototype.vibrate;"
# A stand-in for the WICG Web Haptics DevTrial's navigator.playHaptics(effect, intensity): it
# records each call and resolves, or rejects as a browser without user activation would once
# window.__hapticsRefusal holds a message.
RECORD_PLAY_HAPTICS = """
window.__haptics = [];
window.__hapticsRefusal = null;
Object.defineProperty(Navigator.prototype, 'playHaptics', { configurable: true, writable: true,
  value: function (effect, intensity) {
    window.__haptics.push({ effect: String(effect), intensity: Number(intensity) });
    return window.__hapticsRefusal === null ? Promise.resolve() :
      Promise.reject(new DOMException(window.__hapticsRefusal, 'NotAllowedError')); } });
"""


def start(profile, user_agent=None, scripts=()):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--user-data-dir=" + profile,
                     "--window-size=1280,900", "--allow-file-access-from-files"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(30)
    if user_agent:
        driver.execute_cdp_cmd("Emulation.setUserAgentOverride", {"userAgent": user_agent})
    for script in (ERRORS,) + tuple(scripts):
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": script})
    return driver


def severe_logs(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def url_of(path):
    return "file://" + urllib.parse.quote(os.path.abspath(path))


def unresolved_links(driver):
    """Every href and src on the page that does not name an existing file (and anchor)."""
    bad = []
    targets = driver.execute_script("""
      var out = [];
      document.querySelectorAll('a[href], link[href]').forEach(function (e) { out.push(e.href); });
      document.querySelectorAll('script[src], img[src]').forEach(function (e) { out.push(e.src); });
      return out;""")
    for target in targets:
        parsed = urllib.parse.urlparse(target)
        if parsed.scheme != "file":
            bad.append(target + " (not a file of the site)")
            continue
        path = urllib.parse.unquote(parsed.path)
        if not os.path.isfile(path):
            bad.append(target)
    return targets, bad


DUPLICATE_IDS = """
  var seen = {}, repeated = [];
  document.querySelectorAll('[id]').forEach(function (e) {
    if (seen[e.id] && repeated.indexOf(e.id) < 0) { repeated.push(e.id); }
    seen[e.id] = true; });
  return repeated;"""


def main():
    site, shots, hostile = sys.argv[1], sys.argv[2], sys.argv[3]
    os.makedirs(shots, exist_ok=True)
    with open(os.path.join(site, "index.json"), encoding="utf-8") as handle:
        index = json.load(handle)
    report = {"pages": {}, "android": {}, "firefox": {}, "iphone": {}, "haptics": {}}
    with tempfile.TemporaryDirectory() as scratch:
        driver = start(os.path.join(scratch, "desktop"))
        try:
            driver.get(url_of(os.path.join(site, "index.html")))
            report["indexCards"] = [e.get_attribute("data-id") for e in
                                     driver.find_elements(By.CSS_SELECTOR, "#cards > li.card")]
            report["indexCount"] = driver.find_element(By.ID, "count").text
            driver.find_element(By.ID, "q").send_keys("heartbeat")
            report["searchShown"] = [e.get_attribute("data-id") for e in
                                      driver.find_elements(By.CSS_SELECTOR, "#cards > li.card")
                                      if e.is_displayed()]
            driver.find_element(By.ID, "q").clear()
            driver.execute_script("document.getElementById('q').dispatchEvent(new Event('input'))")
            targets, bad = unresolved_links(driver)
            report["indexLinks"] = len(targets)
            report["indexUnresolved"] = bad
            report["indexErrors"] = severe_logs(driver) + driver.execute_script(
                "return window.__errors")
            report["indexDuplicateIDs"] = driver.execute_script(DUPLICATE_IDS)
            driver.save_screenshot(os.path.join(shots, "index-desktop.png"))
            for pattern in index["patterns"]:
                driver.get(url_of(os.path.join(site, pattern["page"])))
                box = driver.execute_script(
                    "var b = document.querySelector('svg.plot').getBBox();"
                    "return [b.width, b.height];")
                # The data alone (spans and stems), without the axes.
                shapes = driver.execute_script("""
                  var x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
                  document.querySelectorAll('svg.plot .span, svg.plot .stem, svg.plot .head')
                    .forEach(function (e) { var b = e.getBBox();
                      x0 = Math.min(x0, b.x); y0 = Math.min(y0, b.y);
                      x1 = Math.max(x1, b.x + b.width); y1 = Math.max(y1, b.y + b.height); });
                  return isFinite(x0) ? [x1 - x0, y1 - y0] : [];""")
                targets, bad = unresolved_links(driver)
                downloads = len(driver.find_elements(By.CSS_SELECTOR, "a[download]"))
                state = driver.find_element(By.ID, "play-state").text
                audio = driver.find_element(By.ID, "play-audio")
                audioShown = audio.is_displayed()
                if audioShown:
                    audio.click()
                lines = {}
                for name in ("adb-line", "busctl-line"):
                    found = driver.find_elements(By.ID, name)
                    if not found:
                        continue
                    button = driver.find_element(By.CSS_SELECTOR, "button[data-copy='%s']" % name)
                    shown = button.is_displayed()
                    if shown:
                        button.click()
                        try:  # the clipboard answers asynchronously
                            WebDriverWait(driver, 5).until(lambda _: button.text != "Copy")
                        except Exception:
                            pass
                    lines[name] = {"text": found[0].get_attribute("textContent"),
                                   "button": shown, "after": button.text}
                report["pages"][pattern["id"]] = {
                    "lines": lines,
                    "bbox": box, "shapes": shapes, "links": len(targets), "downloads": downloads,
                    "unresolved": bad, "state": state, "audioShown": audioShown,
                    "vibrateShown": driver.find_element(By.ID, "play").is_displayed(),
                    "intentShown": driver.find_element(By.ID, "play-intent").is_displayed(),
                    "hasPlayHaptics": driver.execute_script(
                        "return typeof navigator.playHaptics === 'function'"),
                    "errors": severe_logs(driver) + driver.execute_script("return window.__errors"),
                    "duplicateIDs": driver.execute_script(DUPLICATE_IDS),
                }
            driver.get(url_of(hostile))
            report["hostile"] = {
                "pwned": driver.execute_script(
                    "return window.__pwned === undefined ? null : String(window.__pwned)"),
                "errors": severe_logs(driver) + driver.execute_script("return window.__errors"),
            }
            first = index["patterns"][0]["page"]
            driver.get(url_of(os.path.join(site, first)))
            driver.save_screenshot(os.path.join(shots, "page-desktop.png"))
            # The whole page too, lanes and tables included.
            size = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
            shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
                "format": "png", "captureBeyondViewport": True,
                "clip": {"x": 0, "y": 0, "width": size["width"],
                         "height": min(size["height"], 16000), "scale": 1}})
            with open(os.path.join(shots, "page-desktop-full.png"), "wb") as handle:
                handle.write(base64.b64decode(shot["data"]))
            driver.set_window_size(390, 844)
            driver.get(url_of(os.path.join(site, "index.html")))
            driver.save_screenshot(os.path.join(shots, "index-phone.png"))
            driver.get(url_of(os.path.join(site, first)))
            driver.save_screenshot(os.path.join(shots, "page-phone.png"))
        finally:
            driver.quit()

        driver = start(os.path.join(scratch, "android"), ANDROID_CHROME, (RECORD_VIBRATE,))
        try:
            for pattern in index["patterns"]:
                driver.get(url_of(os.path.join(site, pattern["page"])))
                data = json.loads(driver.find_element(By.ID, "pattern-data")
                                  .get_attribute("textContent"))
                play = driver.find_element(By.ID, "play")
                shown = play.is_displayed()
                if shown:
                    play.click()
                report["android"][pattern["id"]] = {
                    "web": data["web"], "playShown": shown,
                    "vibrations": driver.execute_script("return window.__vibrations"),
                    "state": driver.find_element(By.ID, "play-state").text,
                    "errors": severe_logs(driver) + driver.execute_script("return window.__errors"),
                }
        finally:
            driver.quit()

        for key, agent, scripts in (("firefox", ANDROID_FIREFOX, (RECORD_VIBRATE,)),
                                    ("iphone", IPHONE_SAFARI, (NO_VIBRATE,))):
            driver = start(os.path.join(scratch, key), agent, scripts)
            try:
                for pattern in index["patterns"][:3]:
                    driver.get(url_of(os.path.join(site, pattern["page"])))
                    report[key][pattern["id"]] = {
                        "hasVibrate": driver.execute_script(
                            "return typeof navigator.vibrate === 'function'"),
                        "playShown": driver.find_element(By.ID, "play").is_displayed(),
                        "state": driver.find_element(By.ID, "play-state").text,
                        "vibrations": driver.execute_script("return window.__vibrations || []"),
                        "errors": severe_logs(driver) + driver.execute_script(
                            "return window.__errors"),
                    }
            finally:
                driver.quit()

        # A desktop browser with the Web Haptics trial's call: the intent's button, pressed
        # from the keyboard, then clicked once the call refuses.
        driver = start(os.path.join(scratch, "haptics"), None, (RECORD_PLAY_HAPTICS,))
        try:
            for pattern in index["patterns"]:
                driver.get(url_of(os.path.join(site, pattern["page"])))
                data = json.loads(driver.find_element(By.ID, "pattern-data")
                                  .get_attribute("textContent"))
                button = driver.find_element(By.ID, "play-intent")
                state = driver.find_element(By.ID, "play-state")
                shown = button.is_displayed()
                before = state.text
                after, refused, calls = before, before, []
                if shown:
                    button.send_keys(Keys.ENTER)  # focuses the button, then presses Enter
                    try:  # the call's promise settles asynchronously
                        WebDriverWait(driver, 5).until(lambda _: state.text != before)
                    except Exception:
                        pass
                    after = state.text
                    calls = driver.execute_script("return window.__haptics.slice()")
                    driver.execute_script(
                        "window.__hapticsRefusal = 'no sticky user activation';")
                    button.click()
                    try:
                        WebDriverWait(driver, 5).until(lambda _: state.text != after)
                    except Exception:
                        pass
                    refused = state.text
                report["haptics"][pattern["id"]] = {
                    "intent": data["intent"], "shown": shown, "before": before,
                    "after": after, "refused": refused, "calls": calls,
                    "allCalls": driver.execute_script("return window.__haptics"),
                    "errors": severe_logs(driver) + driver.execute_script("return window.__errors"),
                }
        finally:
            driver.quit()
    json.dump(report, sys.stdout)


if __name__ == "__main__":
    main()
