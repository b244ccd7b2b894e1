#!/usr/bin/env python3
"""A 1,000-row form in headless Chromium: the time from a keystroke to the page updated.

Loads the page BigFormPage wrote (a text field `driver` that every other row's condition reads,
the conditions and rules runtime written into the page), types into the driver with Selenium's
send_keys, a real key press each, and measures inside the page with performance.now():

- from the key's `keydown` (a listener on the window, in the capture phase, added before any
  key is sent: the first code that sees the key) to the end of the runtime's update: a listener
  on the window for `input` in the bubble phase runs after every listener of the event, the
  runtime's (on the document, in the capture phase) included, and the runtime changes the page
  synchronously in its listener, so when it runs the conditions are applied ("script");
- the same, with the style and layout the change costs: that listener then reads
  `document.body.offsetHeight`, which makes the browser work out the new layout at once
  ("script + layout"); painting is left out, as headless Chromium paints on its own clock.

It prints the median and the maximum of each over the keystrokes; it asserts no time (the
machines are shared), only that the page did what the keys asked: typing "hide" hides the even
rows, a backspace shows them again, and the odd rows stay shown.

    .ci/browser-big-form.py --page PAGE.html [--rows N]
"""

import argparse
import os
import statistics
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def start_browser():
    """Headless Chromium through the system's chromedriver, as .ci/browser-e2e.py starts it."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--disable-gpu", "--window-size=1000,1600"]:
        options.add_argument(argument)
    if os.path.exists("/usr/bin/chromium"):
        options.binary_location = "/usr/bin/chromium"
    driver_path = "/usr/bin/chromedriver"
    service = Service(executable_path=driver_path if os.path.exists(driver_path) else None)
    return webdriver.Chrome(options=options, service=service)


# The probe: installed before the first key, it keeps one entry per keystroke.
PROBE = """
window.fwTimes = [];
var start = null;
window.addEventListener("keydown", function () { start = performance.now(); }, true);
window.addEventListener("input", function () {
  if (start === null) return;
  var script = performance.now();
  void document.body.offsetHeight;
  var layout = performance.now();
  window.fwTimes.push({script: script - start, layout: layout - start});
  start = null;
}, false);
"""

HIDDEN_COUNT = """
var hidden = 0, shownOdd = 0;
for (var i = 0; i < arguments[0]; i++) {
  var row = document.getElementById("fw-r" + i + ".row");
  if (!row) return -1;
  if (i % 2 === 0 && row.hidden) hidden++;
  if (i % 2 === 1 && !row.hidden) shownOdd++;
}
return [hidden, shownOdd];
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--page", required=True)
    parser.add_argument("--rows", type=int, default=1000)
    arguments = parser.parse_args()
    rows = arguments.rows
    even = (rows + 1) // 2
    odd = rows // 2
    driver = start_browser()
    try:
        driver.get("file://" + os.path.abspath(arguments.page))
        field = driver.find_element(By.ID, "fw-driver")
        check(driver.execute_script(HIDDEN_COUNT, rows) == [0, odd],
              "the rows are not all shown before a key is pressed")
        driver.execute_script(PROBE)
        field.click()
        keys = []
        for _ in range(3):
            keys += list("hide") + [Keys.BACKSPACE] * 4
        for number, key in enumerate(keys[:20], start=1):
            field.send_keys(key)
            typed = driver.execute_script("return arguments[0].value;", field)
            hidden, shown_odd = driver.execute_script(HIDDEN_COUNT, rows)
            want = even if typed == "hide" else 0
            check(hidden == want and shown_odd == odd,
                  "after key %d (the field reads %r): %d even rows hidden, %d odd rows shown; "
                  "wanted %d and %d" % (number, typed, hidden, shown_odd, want, odd))
        times = driver.execute_script("return window.fwTimes;")
        check(len(times) == 20, "%d of 20 keystrokes were measured" % len(times))
        for what in ["script", "layout"]:
            values = [entry[what] for entry in times]
            name = "keystroke to conditions applied" if what == "script" else (
                "keystroke to conditions applied and laid out")
            print("time  %d rows, %s: median %.2f ms, max %.2f ms over %d keystrokes"
                  % (rows, name, statistics.median(values), max(values), len(values)))
            print("      each, in order: %s" % " ".join("%.1f" % value for value in values))
        print("ok   typing 'hide' hid the %d even rows and a backspace showed them, 20 times "
              "measured" % even)
    except Failure as failure:
        print("FAIL %s" % failure, file=sys.stderr)
        return 1
    finally:
        driver.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
