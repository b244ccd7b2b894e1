#!/usr/bin/env python3
"""axe-core accessibility checks through Selenium, for the browser tests and static pages.

As a module (the browser test of the example servers uses it):

    import axe_check
    source = axe_check.load_axe()              # axe.min.js, from $AXE_JS or the wheel
    problems = axe_check.violations(driver, source)   # [] when the page passes

As a command, over static HTML files, each at a desktop and a phone width:

    python3 .ci/axe_check.py page.html [more.html ...] [--axe PATH] [--widths 1280,375]
        [--schemes light,dark]

It prints every violation (rule, impact, help, the elements' selectors) and exits 1 when there is
one, 2 when it cannot run. Only the rules tagged WCAG 2.0/2.1 A and AA run (TAGS).

axe.min.js (axe-core 4.12) comes from PyPI's axe-playwright-python wheel:

    pip download --no-deps axe-playwright-python -d /tmp/axe && cd /tmp/axe && unzip -o *.whl

which leaves it at /tmp/axe/axe_playwright_python/axe.min.js, the default path.
"""

import argparse
import json
import os
import pathlib
import sys

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
DEFAULT_AXE = "/tmp/axe/axe_playwright_python/axe.min.js"
WIDTHS = [1280, 375]
SCHEMES = ["light", "dark"]


def load_axe(path=None):
    """The text of axe.min.js: from `path`, else $AXE_JS, else DEFAULT_AXE."""
    path = path or os.environ.get("AXE_JS") or DEFAULT_AXE
    return pathlib.Path(path).read_text(encoding="utf-8")


def violations(driver, axe_source, tags=None):
    """Runs axe-core on the page `driver` shows; returns its violations of `tags` (TAGS unless
    given), each a dict with `id`, `impact`, `help` and `nodes` (each with `target` and
    `failureSummary`), as axe reports them. An empty list means the page passed."""
    if not driver.execute_script("return typeof window.axe === 'object'"):
        driver.execute_script(axe_source)
    options = {"runOnly": {"type": "tag", "values": list(tags or TAGS)}, "resultTypes": ["violations"]}
    result = driver.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        axe.run(document, arguments[0])
          .then(result => done(JSON.stringify(result.violations)))
          .catch(error => done(JSON.stringify({error: String(error)})));
        """,
        options,
    )
    found = json.loads(result)
    if isinstance(found, dict):
        raise RuntimeError("axe-core failed: %s" % found.get("error"))
    return found


def describe(found):
    """The violations as lines a person reads: the rule, its impact and help, each element."""
    lines = []
    for violation in found:
        lines.append(
            "%s (%s): %s" % (violation.get("id"), violation.get("impact"), violation.get("help"))
        )
        for node in violation.get("nodes", []):
            target = " ".join(str(part) for part in node.get("target", []))
            lines.append("  at %s" % target)
            summary = (node.get("failureSummary") or "").strip().replace("\n", "\n    ")
            if summary:
                lines.append("    " + summary)
    return lines


def start_browser(width=1280, height=900):
    """Headless Chromium through the system's chromedriver, `width` CSS pixels wide."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for argument in [
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=%d,%d" % (width, height),
    ]:
        options.add_argument(argument)
    if os.path.exists("/usr/bin/chromium"):
        options.binary_location = "/usr/bin/chromium"
    driver_path = "/usr/bin/chromedriver"
    service = Service(executable_path=driver_path if os.path.exists(driver_path) else None)
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_script_timeout(60)
    return driver


def set_width(driver, width, height=900):
    """Makes the page's viewport `width` CSS pixels wide (the phone width included: the window's
    minimum size does not limit an emulated viewport)."""
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600},
    )


def set_color_scheme(driver, scheme):
    """Makes the page's `prefers-color-scheme` media feature `scheme` (light or dark)."""
    driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"features": [{"name": "prefers-color-scheme", "value": scheme}]},
    )


def check_files(paths, axe_source, widths, schemes=None):
    """Checks every file at every width in every colour scheme; returns the number of
    violations found."""
    driver = start_browser()
    total = 0
    try:
        for path in paths:
            url = pathlib.Path(path).resolve().as_uri()
            for scheme in schemes or SCHEMES:
                set_color_scheme(driver, scheme)
                for width in widths:
                    set_width(driver, width)
                    driver.get(url)
                    found = violations(driver, axe_source)
                    total += len(found)
                    status = "ok" if not found else "%d violation(s)" % len(found)
                    print("%s at %d px, %s: %s" % (path, width, scheme, status))
                    for line in describe(found):
                        print("  " + line)
    finally:
        driver.quit()
    return total


def main(arguments=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pages", nargs="+", help="HTML files to check")
    parser.add_argument("--axe", help="path of axe.min.js (default $AXE_JS or %s)" % DEFAULT_AXE)
    parser.add_argument(
        "--widths", default=",".join(map(str, WIDTHS)), help="viewport widths in CSS pixels"
    )
    parser.add_argument(
        "--schemes", default=",".join(SCHEMES), help="colour schemes (light, dark)"
    )
    options = parser.parse_args(arguments)
    try:
        source = load_axe(options.axe)
        widths = [int(width) for width in options.widths.split(",") if width]
        schemes = [scheme for scheme in options.schemes.split(",") if scheme]
        total = check_files(options.pages, source, widths, schemes)
    except Exception as error:  # the check could not run: say why, apart from a failure
        print("axe check could not run: %s" % error, file=sys.stderr)
        return 2
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
