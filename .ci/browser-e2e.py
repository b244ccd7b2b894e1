#!/usr/bin/env python3
"""The checks of .ci/browser-e2e against a running SignUpServer (Examples/SignUpServer).

First over HTTP with urllib (every answer the server gives: the form, 403 without the CSRF
token, 413 over the body limit, 400 for a malformed escape or a name the form does not know, 415
for another media type, 422 with the messages, 200 with the JSON), then in headless Chromium
driven by Selenium: load the form, toggle the newsletter switch and see the topics appear
without a reload (the conditions script the renderer writes), submit invalid
input and read each message next to its field (through the control's aria-describedby and the
ids of FormworkHTML's HTMLFieldNames), then submit valid input and read the JSON.

Started by .ci/browser-e2e, which builds and starts the server and stops it on every exit:

    .ci/browser-e2e.py --url http://127.0.0.1:PORT/ [--server-pid PID] [--no-browser REASON]

Each wait is bounded (a few seconds); the whole run takes well under a minute.
"""

import argparse
import html
import http.client
import json
import os
import re
import sys
import time
import traceback
import urllib.parse

START_TIMEOUT = 60.0  # seconds the server may take to answer its first request
WAIT = 5.0  # seconds the browser may take to show a page or a change

# The values of a valid submission, and the JSON the server answers with (keys sorted).
VALID = {
    "name": "Ada Lovelace",
    "email": "ada@example.com",
    "password": "correct horse",
    "confirmation": "correct horse",
    "age": "36",
    "plan": "pro",
    "newsletter": "on",
    "topics": ["events", "tutorials"],
    "terms": "on",
}
VALID_JSON = {
    "age": 36,
    "confirmation": "correct horse",
    "email": "ada@example.com",
    "name": "Ada Lovelace",
    "newsletter": True,
    "password": "correct horse",
    "phones": [],
    "plan": "pro",
    "terms": True,
    "topics": ["events", "tutorials"],
}

# The messages of the browser's invalid submission, by tag. Chromium lets no letter into an
# <input type="number">, so the age is a number out of range there.
INVALID_MESSAGES = {
    "name": "Name can't be empty",
    "email": "Enter an e-mail address such as ada@example.com",
    "password": "The password needs at least 8 characters",
    "confirmation": "The passwords differ",
    "age": "You must be at least 16 to sign up",
    "topics": "Topics can't be empty",
    "terms": "Accept the terms to sign up",
}

# The message of an age sent as `12a` (over HTTP): phrased for people.
AGE_PARSE_MESSAGES = ["Age must be a whole number"]


class Failure(Exception):
    """A check that did not hold."""


def check(condition, message):
    if not condition:
        raise Failure(message)


def field_id(tag):
    """HTMLFieldNames.id(forTag:): `fw-` then the tag, other characters as `.hex.`."""
    out = "fw-"
    for char in tag:
        if char.isascii() and (char.isalnum() or char in "-_"):
            out += char
        else:
            out += ".%x." % ord(char)
    return out


# ---------------------------------------------------------------------------------------------
# HTTP


def request(url, body=None, content_type="application/x-www-form-urlencoded", chunked=False):
    """Sends a GET (no body) or a POST; returns (status, content type, text)."""
    parts = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=WAIT * 2)
    try:
        if body is None:
            connection.request("GET", parts.path or "/")
        else:
            data = body.encode() if isinstance(body, str) else body
            headers = {"Content-Type": content_type} if content_type else {}
            if chunked:
                pieces = (data[i : i + 65536] for i in range(0, len(data), 65536))
                connection.request(
                    "POST", parts.path or "/", body=pieces, headers=headers, encode_chunked=True
                )
            else:
                connection.request("POST", parts.path or "/", body=data, headers=headers)
        response = connection.getresponse()
        return (
            response.status,
            response.getheader("Content-Type", ""),
            response.read().decode("utf-8", "replace"),
        )
    finally:
        connection.close()


def wait_for_server(url, pid):
    deadline = time.monotonic() + START_TIMEOUT
    while True:
        if pid is not None:
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                raise Failure("the server exited before it answered")
        try:
            status, _, _ = request(url)
            if status == 200:
                return
        except OSError:
            pass
        if time.monotonic() > deadline:
            raise Failure("the server did not answer within %d s" % START_TIMEOUT)
        time.sleep(0.1)


def encode(fields):
    pairs = []
    for name, value in fields.items():
        for item in value if isinstance(value, list) else [value]:
            pairs.append((name, item))
    return urllib.parse.urlencode(pairs)


def http_checks(url):
    status, content_type, page = request(url)
    check(status == 200, "GET /: status %d" % status)
    check(content_type.startswith("text/html"), "GET /: Content-Type %r" % content_type)
    match = re.search(r'name="formwork\.csrf" value="([^"]*)"', page)
    check(match is not None, "GET /: no CSRF field in the form")
    token = match.group(1)
    print("ok   GET / gives the form (%d bytes) with its CSRF token" % len(page))

    def post(fields, **options):
        return request(url, encode(fields), **options)

    status, _, text = post(VALID)
    check(status == 403, "POST without the CSRF token: status %d, %r" % (status, text))
    check("CSRF" in text, "POST without the CSRF token: %r" % text)
    print("ok   POST without the CSRF token: 403")

    status, _, text = post(dict(VALID, **{"formwork.csrf": "0" * len(token)}))
    check(status == 403, "POST with another CSRF token: status %d, %r" % (status, text))
    print("ok   POST with another CSRF token: 403")

    valid = dict(VALID, **{"formwork.csrf": token})
    status, content_type, text = post(valid)
    check(status == 200, "POST valid: status %d, %s" % (status, text[:2000]))
    check(content_type == "application/json", "POST valid: Content-Type %r" % content_type)
    check(json.loads(text) == VALID_JSON, "POST valid: JSON %s" % text)
    print("ok   POST valid: 200 application/json %s" % text)

    invalid = dict(valid, name="", age="12a", confirmation="other")
    status, content_type, text = post(invalid)
    check(status == 422, "POST invalid: status %d" % status)
    check(content_type.startswith("text/html"), "POST invalid: Content-Type %r" % content_type)
    expected = {
        "name": ["Name can't be empty"],
        "confirmation": ["The passwords differ"],
        "age": AGE_PARSE_MESSAGES,
    }
    for tag, messages in expected.items():
        found = re.search(
            r'<ul class="fw-messages" id="%s">\s*<li>([^<]*)</li>\s*</ul>'
            % re.escape(field_id(tag) + ".messages"),
            text,
        )
        check(found is not None, "POST invalid: no message for %s" % tag)
        message = html.unescape(found.group(1))
        check(message in messages, "POST invalid: %s's message is %r" % (tag, message))
    check(
        re.search(r'<input [^>]*name="age" [^>]*value="12a"', text) is not None,
        "POST invalid: the age does not keep '12a'",
    )
    print("ok   POST invalid: 422 with the form, its messages and the text typed")

    status, _, text = request(url, encode(valid) + "&note=50%zz")
    check(status == 400, "POST with a malformed escape: status %d, %r" % (status, text))
    check("malformed percent-encoding" in text, "POST with a malformed escape: %r" % text)
    print("ok   POST with a malformed escape: 400, %s" % text.strip().splitlines()[-1])

    status, _, text = post(dict(valid, admin="yes"))
    check(status == 400 and "'admin'" in text, "POST with an unknown name: %d %r" % (status, text))
    print("ok   POST with an unknown name: 400")

    status, _, text = post(dict(valid, plan="gold"))
    check(status == 400 and "'gold'" in text, "POST with another plan: %d %r" % (status, text))
    print("ok   POST with a plan that is not an option: 400")

    status, _, text = request(url, json.dumps(VALID), content_type="application/json")
    check(status == 415, "POST as JSON: status %d, %r" % (status, text))
    print("ok   POST as application/json: 415")

    big = encode(valid) + "&bio=" + "a" * (1 << 20)
    status, _, text = request(url, big)
    check(status == 413, "POST over 1 MiB: status %d, %r" % (status, text))
    print("ok   POST over 1 MiB (Content-Length): 413, %s" % text.strip())
    status, _, text = request(url, big, chunked=True)
    check(status == 413, "POST over 1 MiB, chunked: status %d, %r" % (status, text))
    print("ok   POST over 1 MiB (chunked): 413")

    many = encode(valid) + "&" + "&".join("x%d=1" % i for i in range(1000))
    status, _, text = request(url, many)
    check(status == 413, "POST with over 1,000 fields: status %d, %r" % (status, text))
    print("ok   POST with over 1,000 fields: 413")


# ---------------------------------------------------------------------------------------------
# The browser


def start_browser():
    """Headless Chromium through the system's chromedriver (no driver download)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for argument in [
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=1000,1600",
    ]:
        options.add_argument(argument)
    binary = "/usr/bin/chromium"
    if os.path.exists(binary):
        options.binary_location = binary
    driver_path = "/usr/bin/chromedriver"
    service = Service(executable_path=driver_path if os.path.exists(driver_path) else None)
    return webdriver.Chrome(options=options, service=service)


def browser_checks(url):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait

    try:
        driver = start_browser()
    except Exception as error:
        # Installed but not starting is a failure, not a skip: the machine should run it.
        raise Failure("Chromium is installed but did not start: %s" % error)
    try:
        driver.set_page_load_timeout(WAIT * 2)
        wait = WebDriverWait(driver, WAIT)
        by_id = lambda element_id: driver.find_element(By.ID, element_id)
        control = lambda tag: by_id(field_id(tag))
        row = lambda tag: by_id(field_id(tag) + ".row")

        def page_mark():
            # A mark on the page's window: a reload or a new page loses it.
            driver.execute_script("window.formworkE2EMark = 'kept';")

        def mark_kept():
            return driver.execute_script("return window.formworkE2EMark || null;") == "kept"

        def submit_and_wait():
            old_form = driver.find_element(By.CSS_SELECTOR, "form.fw-form")
            driver.find_element(By.CSS_SELECTOR, "button.fw-submit").click()
            wait.until(lambda _: is_stale(old_form))

        def is_stale(element):
            try:
                element.is_enabled()
                return False
            except Exception:
                return True

        def type_into(tag, text):
            field = control(tag)
            field.clear()
            if text:
                field.send_keys(text)

        driver.get(url)
        check(driver.title == "Sign up", "the page's title is %r" % driver.title)
        for tag in ["name", "email", "password", "confirmation", "age", "plan", "newsletter"]:
            check(control(tag).is_displayed(), "the %s control is not shown" % tag)
        check(not row("topics").is_displayed(), "the topics show before the switch is on")
        print("ok   the form loads in Chromium; the topics are hidden")

        scripts = driver.find_elements(By.CSS_SELECTOR, "form.fw-form script")
        page_mark()
        control("newsletter").click()
        check(control("newsletter").is_selected(), "the newsletter switch did not turn on")
        check(
            len(scripts) == 1,
            "the form has %d <script> elements, not the one conditions script" % len(scripts),
        )
        wait.until(lambda _: row("topics").is_displayed())
        check(mark_kept(), "the page was reloaded when the switch was toggled")
        control("newsletter").click()
        wait.until(lambda _: not row("topics").is_displayed())
        control("newsletter").click()
        wait.until(lambda _: row("topics").is_displayed())
        check(mark_kept(), "the page was reloaded when the switch was toggled")
        print("ok   toggling the switch shows and hides the topics without a reload")

        # Invalid: no name, an e-mail that is not one, a short password, another confirmation,
        # an age that is not a number, the newsletter on without topics, the terms not accepted.
        type_into("email", "not-an-email")
        type_into("password", "short")
        type_into("confirmation", "shorter")
        type_into("age", "12")
        submit_and_wait()
        check(driver.title == "Sign up", "the invalid submission gave %r" % driver.title)
        notice = driver.find_element(By.CSS_SELECTOR, ".notice").text
        check(notice == "7 fields need your attention.", "the notice reads %r" % notice)
        for tag, expected in INVALID_MESSAGES.items():
            field = control(tag)
            check(field.get_attribute("aria-invalid") == "true", "%s is not aria-invalid" % tag)
            described = (field.get_attribute("aria-describedby") or "").split()
            messages_id = field_id(tag) + ".messages"
            check(messages_id in described, "%s: aria-describedby is %r" % (tag, described))
            messages = by_id(messages_id)
            check(
                driver.execute_script(
                    "return arguments[0].contains(arguments[1]);", row(tag), messages
                ),
                "%s: the messages are not in the field's row" % tag,
            )
            texts = [item.text for item in messages.find_elements(By.TAG_NAME, "li")]
            check(texts == [expected], "%s: messages %r" % (tag, texts))
            print("ok   %-12s %s" % (tag, texts[0]))
        check(control("email").get_attribute("value") == "not-an-email", "the e-mail was lost")
        check(control("age").get_attribute("value") == "12", "the age was lost")
        check(control("password").get_attribute("value") == "", "the password came back")
        check(control("newsletter").is_selected(), "the newsletter switch came back off")
        check(row("topics").is_displayed(), "the topics are hidden with the newsletter on")
        print("ok   the form keeps what was typed (not the password), with the topics shown")

        # Valid, on the page that came back.
        for tag in ["name", "email", "password", "confirmation", "age"]:
            type_into(tag, VALID[tag])
        Select(control("plan")).select_by_value(VALID["plan"])
        topics = Select(control("topics"))
        for value in VALID["topics"]:
            topics.select_by_value(value)
        control("terms").click()
        submit_and_wait()
        body = driver.find_element(By.TAG_NAME, "body").text
        try:
            values = json.loads(body)
        except ValueError:
            raise Failure("the valid submission did not answer JSON: %s" % body[:2000])
        check(values == VALID_JSON, "the JSON is %s" % body)
        print("ok   the valid submission answers %s" % body)
    finally:
        driver.quit()


def enter_key_checks(url):
    """Enter in a text field submits the form and removes no item (HTML's implicit submission
    presses the first submit button in tree order: FormworkHTML writes its default button before
    the add and remove buttons of multivalued sections). In its own browser session."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait

    try:
        driver = start_browser()
    except Exception as error:
        raise Failure("Chromium is installed but did not start: %s" % error)
    try:
        driver.set_page_load_timeout(WAIT * 2)
        wait = WebDriverWait(driver, WAIT)
        driver.get(url)
        sections = driver.find_elements(By.CSS_SELECTOR, "fieldset.fw-section--multivalued")
        check(sections, "the page has no multivalued section to check Enter against")
        section_id = sections[0].get_attribute("id")

        def section():
            return driver.find_element(By.ID, section_id)

        def items():
            return section().find_elements(By.CSS_SELECTOR, "ol.fw-items > li input")

        def press(element):
            old_form = driver.find_element(By.CSS_SELECTOR, "form.fw-form")
            element()
            wait.until(lambda _: is_gone(old_form))

        def is_gone(element):
            try:
                element.is_enabled()
                return False
            except Exception:
                return True

        default = driver.find_elements(
            By.CSS_SELECTOR, "form.fw-form button[type=submit], form.fw-form input[type=submit]"
        )[0]
        check(
            default.get_attribute("name") == "formwork.submit",
            "the first submit button is %r, not the form's" % default.get_attribute("outerHTML"),
        )
        check(
            default.get_attribute("tabindex") == "-1"
            and default.get_attribute("aria-hidden") == "true",
            "the default button is in the tab order or announced",
        )
        before = len(items())
        press(lambda: section().find_element(By.CSS_SELECTOR, "button.fw-add").click())
        check(len(items()) == before + 1, "the add button did not add an item")
        items()[-1].send_keys("555-0100")
        values = [item.get_attribute("value") for item in items()]
        # Enter in the first text field of the form (the name, on the example page).
        field = driver.find_element(By.CSS_SELECTOR, "form.fw-form input[type=text]")
        press(lambda: field.send_keys(Keys.ENTER))
        after = [item.get_attribute("value") for item in items()]
        check(after == values, "Enter changed the items from %r to %r" % (values, after))
        notices = driver.find_elements(By.CSS_SELECTOR, ".notice")
        check(
            notices and "need" in notices[0].text,
            "Enter did not submit the form for validation (no notice on the page)",
        )
        print("ok   Enter in a text field submits the form and keeps the items %r" % after)
    finally:
        driver.quit()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--server-pid", type=int)
    parser.add_argument("--no-browser", metavar="REASON")
    arguments = parser.parse_args()
    started = time.monotonic()
    try:
        wait_for_server(arguments.url, arguments.server_pid)
        print("ok   the server answers after %.1f s" % (time.monotonic() - started))
        http_checks(arguments.url)
        if arguments.no_browser:
            print("SKIP the browser checks: %s" % arguments.no_browser)
        else:
            browser_checks(arguments.url)
            enter_key_checks(arguments.url)
    except Failure as failure:
        print("FAIL %s" % failure, file=sys.stderr)
        return 1
    except Exception:
        # A wait that timed out, an element not found: where it happened is in the traceback.
        traceback.print_exc()
        print("FAIL the browser checks stopped on an error (above)", file=sys.stderr)
        return 1
    elapsed = time.monotonic() - started
    if arguments.no_browser:
        print("browser-e2e passed in %.1f s, without the browser checks (skipped)" % elapsed)
    else:
        print("browser-e2e passed in %.1f s" % elapsed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
