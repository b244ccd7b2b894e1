#!/usr/bin/env python3
"""The checks of .ci/browser-e2e against a running example server (Examples: HummingbirdSignUp
or VaporSignUp; the same checks for both).

First over HTTP with http.client (every answer the server gives: the form with its CSRF cookie
and security headers, 403 from another origin or site, without the cookie, without the CSRF
token or with another one, 413 over the body limit, 400 for a malformed escape or a name the form
does not know, 415 for another media type, 422 with the messages, 200 with the JSON), then over
a raw socket (a body that stops, and one that trickles, are cut off within seconds), then in
headless Chromium
driven by Selenium: load the form, toggle the newsletter switch and see the topics appear
without a reload (the conditions script the renderer writes), submit invalid
input and read each message next to its field (through the control's aria-describedby and the
ids of FormworkHTML's HTMLFieldNames), then submit valid input and read the JSON; fill the form
in with the keyboard alone and submit it with Enter; run axe-core (WCAG 2.1 A and AA) on the
empty, invalid and validly filled-in pages and on the catalogue page (/catalog, a row of every
kind) at 1280 and 375 px wide: no violation. Drafts, one per visitor: over HTTP (the cookie, a
forged id, a new id at each save, forgotten after a valid submission) and in the browser (Save
for later, the page loaded again shows the answers; submitted, the page is empty again).

Started by .ci/browser-e2e, which builds and starts the server and stops it on every exit:

    .ci/browser-e2e.py --url http://127.0.0.1:PORT/ [--server-pid PID] [--server-name NAME]
                       [--axe PATH/axe.min.js] [--no-browser REASON]

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


# The status `send` gives when the server closed the connection before the request was sent.
CLOSED_WHILE_SENDING = 0


def send(url, body=None, content_type="application/x-www-form-urlencoded", chunked=False,
         headers=None):
    """Sends a GET (no body) or a POST; returns (status, response headers, text)."""
    parts = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=WAIT * 2)
    headers = dict(headers or {})
    try:
        if body is None:
            connection.request("GET", parts.path or "/", headers=headers)
        else:
            data = body.encode() if isinstance(body, str) else body
            if content_type:
                headers["Content-Type"] = content_type
            if chunked:
                pieces = (data[i : i + 65536] for i in range(0, len(data), 65536))
                connection.request(
                    "POST", parts.path or "/", body=pieces, headers=headers, encode_chunked=True
                )
            else:
                connection.request("POST", parts.path or "/", body=data, headers=headers)
    except (BrokenPipeError, ConnectionResetError):
        # The server answered and closed the connection before the whole body was sent (it
        # refuses a body over its limits without reading it): read its answer if it is still
        # there, or say the connection was closed.
        try:
            response = connection.getresponse()
            return (response.status, response.headers, response.read().decode("utf-8", "replace"))
        except (OSError, http.client.HTTPException):
            return (CLOSED_WHILE_SENDING, {}, "the server closed the connection while it was sent")
        finally:
            connection.close()
    try:
        response = connection.getresponse()
        return (response.status, response.headers, response.read().decode("utf-8", "replace"))
    finally:
        connection.close()


def request(url, body=None, content_type="application/x-www-form-urlencoded", chunked=False,
            headers=None):
    """Sends a GET or a POST; returns (status, content type, text)."""
    status, answer_headers, text = send(url, body, content_type, chunked, headers)
    return status, answer_headers.get("Content-Type", ""), text


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


def origin_of(url):
    parts = urllib.parse.urlsplit(url)
    return "%s://%s" % (parts.scheme, parts.netloc)


def csrf_cookie(headers):
    """The `formwork-csrf` cookie a response sets: (token, the whole Set-Cookie), or None."""
    for value in headers.get_all("Set-Cookie") or []:
        if value.startswith("formwork-csrf="):
            return value.split(";", 1)[0].split("=", 1)[1], value
    return None


def form_token(page):
    match = re.search(r'name="formwork\.csrf" value="([^"]*)"', page)
    check(match is not None, "no CSRF field in the form")
    return match.group(1)


def security_header_checks(what, headers, page=None):
    """The headers every answer carries; for a page, a policy whose nonce its script carries."""
    policy = headers.get("Content-Security-Policy", "")
    check("frame-ancestors 'none'" in policy, "%s: Content-Security-Policy %r" % (what, policy))
    check(headers.get("X-Frame-Options") == "DENY", "%s: no X-Frame-Options: DENY" % what)
    check(headers.get("X-Content-Type-Options") == "nosniff", "%s: no nosniff" % what)
    check(headers.get("Referrer-Policy") == "same-origin", "%s: Referrer-Policy" % what)
    if page is None:
        check("script-src" not in policy, "%s: a policy that runs scripts: %r" % (what, policy))
        return
    nonce = re.search(r"script-src 'nonce-([A-Za-z0-9_-]+)'", policy)
    check(nonce is not None, "%s: no script nonce in %r" % (what, policy))
    scripts = re.findall(r"<script( [^>]*)?>", page)
    # The page's data is JSON, which no browser runs; every other script carries the nonce.
    running = [script for script in scripts if 'type="application/json"' not in script]
    check(
        all(" nonce=\"%s\"" % nonce.group(1) in script for script in running),
        "%s: the scripts %r do not carry the policy's nonce" % (what, scripts),
    )
    check(
        '<style nonce="%s">' % nonce.group(1) in page, "%s: the style sheet has no nonce" % what
    )


def http_checks(url):
    origin = origin_of(url)
    status, headers, page = send(url)
    check(status == 200, "GET /: status %d" % status)
    content_type = headers.get("Content-Type", "")
    check(content_type.startswith("text/html"), "GET /: Content-Type %r" % content_type)
    token = form_token(page)
    cookie = csrf_cookie(headers)
    check(cookie is not None, "GET /: no CSRF cookie")
    check(cookie[0] == token, "GET /: the cookie's token is not the form's")
    check(
        cookie[1] == "formwork-csrf=%s; Path=/; HttpOnly; SameSite=Strict" % token,
        "GET /: Set-Cookie %r" % cookie[1],
    )
    security_header_checks("GET /", headers, page)
    check(headers.get("Cache-Control") == "no-store", "GET /: the page may be cached")
    print("ok   GET / gives the form (%d bytes) with its CSRF token, in an HttpOnly, "
          "SameSite=Strict cookie too, and the security headers" % len(page))

    # The visitor's cookie: sent back, the same token and no new cookie; another visitor (no
    # cookie) gets another token.
    visitor = {"Cookie": "formwork-csrf=" + token, "Origin": origin}
    status, headers, page = send(url, headers={"Cookie": visitor["Cookie"]})
    check(status == 200 and form_token(page) == token, "GET / with the cookie: another token")
    check(csrf_cookie(headers) is None, "GET / with the cookie: a new cookie")
    status, headers, page = send(url)
    other_token = form_token(page)
    check(other_token != token, "two visitors got the same token")
    print("ok   GET / with the cookie keeps the visitor's token; another visitor gets another")

    status, headers, page = send(url + "catalog")
    check(status == 200, "GET /catalog: status %d" % status)
    security_header_checks("GET /catalog", headers, page)
    check(page.count("<form ") == 1, "GET /catalog: not one form")
    print("ok   GET /catalog gives the catalogue form (%d bytes)" % len(page))

    status, headers, text = send(url + "missing")
    check(status == 404, "GET /missing: status %d" % status)
    security_header_checks("GET /missing (404)", headers)
    print("ok   a 404 carries the security headers too")

    def post(fields, headers=visitor, **options):
        return request(url, encode(fields), headers=headers, **options)

    status, _, text = post(VALID)
    check(status == 403, "POST without the CSRF token: status %d, %r" % (status, text))
    check("CSRF" in text, "POST without the CSRF token: %r" % text)
    print("ok   POST without the CSRF token: 403")

    status, _, text = post(dict(VALID, **{"formwork.csrf": "0" * len(token)}))
    check(status == 403, "POST with another CSRF token: status %d, %r" % (status, text))
    status, _, text = post(dict(VALID, **{"formwork.csrf": other_token}))
    check(status == 403, "POST with another visitor's token: status %d, %r" % (status, text))
    print("ok   POST with a forged token, or another visitor's: 403")

    with_token = dict(VALID, **{"formwork.csrf": token})
    status, _, text = post(with_token, headers={"Origin": origin})
    check(status == 403 and "cookie" in text, "POST without the cookie: %d %r" % (status, text))
    print("ok   POST with the token but without the cookie: 403")

    status, answer, text = send(
        url, encode(with_token), headers=dict(visitor, Origin="https://evil.example")
    )
    check(status == 403, "POST from another origin: status %d, %r" % (status, text))
    check("evil.example" in text, "POST from another origin: %r" % text)
    security_header_checks("POST from another origin (403)", answer)
    print("ok   POST from another origin (Origin: https://evil.example), token and cookie "
          "right: 403")
    status, _, text = post(with_token, headers={"Origin": "null", "Cookie": visitor["Cookie"]})
    check(status == 403, "POST from Origin: null: status %d, %r" % (status, text))
    status, _, text = post(
        with_token, headers={"Sec-Fetch-Site": "cross-site", "Cookie": visitor["Cookie"]}
    )
    check(status == 403, "POST from another site without Origin: %d %r" % (status, text))
    print("ok   POST from Origin: null, or cross-site by Sec-Fetch-Site without Origin: 403")

    valid = dict(VALID, **{"formwork.csrf": token})
    status, content_type, text = post(valid)
    check(status == 200, "POST valid: status %d, %s" % (status, text[:2000]))
    check(content_type == "application/json", "POST valid: Content-Type %r" % content_type)
    check(json.loads(text) == VALID_JSON, "POST valid: JSON %s" % text)
    print("ok   POST valid: 200 application/json %s" % text)

    # An item edit (the add button of the phone numbers), with the form half filled in: the
    # page again with one more item, 200, nothing stored, and no messages for what is still
    # missing (the form is not validated; a field typed wrong would show its own message, as
    # after leaving it).
    edit = {"formwork.csrf": token, "name": "", "email": "ada@example.com", "phones": "555-0100",
            "formwork.add": "phones"}
    status, content_type, text = post(edit)
    check(status == 200, "POST add a phone: status %d, %s" % (status, text[:2000]))
    check(content_type.startswith("text/html"), "POST add a phone: Content-Type %r" % content_type)
    check('class="fw-messages"' not in text and 'class="notice"' not in text,
          "POST add a phone: the page shows messages")
    check(len(re.findall(r'<input [^>]*name="phones"', text)) == 2,
          "POST add a phone: the page does not show two phone fields")
    print("ok   POST an item edit (add a phone): 200, the page again with the new item and no "
          "messages")

    invalid = dict(valid, name="", age="12a", confirmation="other")
    status, answer, text = send(url, encode(invalid), headers=visitor)
    content_type = answer.get("Content-Type", "")
    check(status == 422, "POST invalid: status %d" % status)
    security_header_checks("POST invalid (422)", answer, text)
    check(form_token(text) == token, "POST invalid: the page has another token")
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

    status, answer, text = send(url, encode(valid) + "&note=50%zz", headers=visitor)
    security_header_checks("POST with a malformed escape (400)", answer)
    check(status == 400, "POST with a malformed escape: status %d, %r" % (status, text))
    check("malformed percent-encoding" in text, "POST with a malformed escape: %r" % text)
    print("ok   POST with a malformed escape: 400, %s" % text.strip().splitlines()[-1])

    status, _, text = post(dict(valid, admin="yes"))
    check(status == 400 and "'admin'" in text, "POST with an unknown name: %d %r" % (status, text))
    print("ok   POST with an unknown name: 400")

    status, _, text = post(dict(valid, plan="gold"))
    check(status == 400 and "'gold'" in text, "POST with another plan: %d %r" % (status, text))
    print("ok   POST with a plan that is not an option: 400")

    status, _, text = request(
        url, json.dumps(VALID), content_type="application/json", headers=visitor
    )
    check(status == 415, "POST as JSON: status %d, %r" % (status, text))
    print("ok   POST as application/json: 415")

    # The server answers 413 and closes without reading the rest: the client may still be
    # sending, and then sees the connection closed before it reads the answer.
    big = encode(valid) + "&bio=" + "a" * (1 << 20)
    status, _, text = request(url, big, headers=visitor)
    check(status in (413, CLOSED_WHILE_SENDING), "POST over 1 MiB: status %d, %r" % (status, text))
    print("ok   POST over 1 MiB (Content-Length): %d, %s" % (status, text.strip()))
    status, _, text = request(url, big, chunked=True, headers=visitor)
    check(
        status in (413, CLOSED_WHILE_SENDING),
        "POST over 1 MiB, chunked: status %d, %r" % (status, text),
    )
    print("ok   POST over 1 MiB (chunked): %d, %s" % (status, text.strip()))

    many = encode(valid) + "&" + "&".join("x%d=1" % i for i in range(1000))
    status, _, text = request(url, many, headers=visitor)
    check(status == 413, "POST with over 1,000 fields: status %d, %r" % (status, text))
    print("ok   POST with over 1,000 fields: 413")
    return visitor, token


# ---------------------------------------------------------------------------------------------
# Slow clients, over a raw socket

IDLE_TIMEOUT = 5.0  # SignUpSite.idleTimeoutSeconds
BODY_TIMEOUT = 10.0  # SignUpSite.bodyTimeout


def slow_post(url, visitor, token, pieces, interval, bound):
    """Sends a POST that declares a 100-byte body, then `pieces` (bytes) `interval` seconds
    apart, and reads until the server closes; returns (seconds until closed, what it answered).
    Fails when the server holds the connection longer than `bound` seconds."""
    import socket

    parts = urllib.parse.urlsplit(url)
    body = ("formwork.csrf=%s&name=" % token).encode()
    head = (
        "POST / HTTP/1.1\r\nHost: %s\r\nOrigin: %s\r\nCookie: %s\r\n"
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: %d\r\n\r\n"
        % (parts.netloc, visitor["Origin"], visitor["Cookie"], len(body) + 100)
    ).encode()
    started = time.monotonic()
    received = b""
    with socket.create_connection((parts.hostname, parts.port), timeout=1) as connection:
        connection.sendall(head + body)
        queue = list(pieces)
        while True:
            elapsed = time.monotonic() - started
            check(elapsed < bound, "the server still holds a slow client after %.0f s" % bound)
            if queue:
                try:
                    connection.sendall(queue.pop(0))
                except OSError:
                    break  # closed by the server
            try:
                connection.settimeout(interval if queue else 0.5)
                chunk = connection.recv(65536)
            except socket.timeout:
                continue
            except OSError:
                break  # reset by the server
            if not chunk:
                break
            received += chunk
    return time.monotonic() - started, received.decode("utf-8", "replace")


# The name of the server under test (--server-name).
SERVER_NAME = ""


def slow_client_checks(url, visitor, token):
    # Six bytes of a hundred, then nothing: the idle timeout closes the connection.
    elapsed, answer = slow_post(url, visitor, token, [b"Ada Lo"], 0.5, IDLE_TIMEOUT + 10)
    check(elapsed >= IDLE_TIMEOUT - 1, "a stopped body was cut after %.1f s only" % elapsed)
    print("ok   a body that stops after 6 of its 100 bytes: connection closed after %.1f s%s"
          % (elapsed, " (" + answer.splitlines()[0] + ")" if answer else ""))

    # A byte every half second: never idle, but the body's deadline answers 408 and closes.
    elapsed, answer = slow_post(url, visitor, token, [b"a"] * 100, 0.5, BODY_TIMEOUT + 10)
    check(answer.startswith("HTTP/1.1 408"), "a trickled body got %r" % answer[:200])
    if SERVER_NAME.startswith("Vapor"):
        # Vapor gives a route no way to close the connection (it keeps reading what the
        # client still sends after the 408); the answer itself still comes at the deadline.
        print("ok   a body trickled a byte every 0.5 s: 408 (Vapor keeps the connection open "
              "while the client sends; %.1f s)" % elapsed)
        return
    check(elapsed < BODY_TIMEOUT + 5, "a trickled body was cut after %.1f s" % elapsed)
    print("ok   a body trickled a byte every 0.5 s: 408 and closed after %.1f s" % elapsed)


# ---------------------------------------------------------------------------------------------
# The browser


# The example answers in the browser's language (Accept-Language): German and Arabic, each with
# the page's lang (and dir for Arabic), a word of Formwork's catalogue (the required mark's title)
# and a message of the example's own, after an invalid submission.
LANGUAGES = {
    "de": {
        "header": "de-DE,de;q=0.9,en;q=0.5",
        "attributes": ' lang="de-DE"',
        "required": "Pflichtfeld",
        "email": "Geben Sie eine E-Mail-Adresse wie ada@example.com ein",
        "submit": "Registrieren",
    },
    "ar": {
        "header": "ar-EG,ar;q=0.9",
        "attributes": ' lang="ar-EG" dir="rtl"',
        "required": "\u0645\u0637\u0644\u0648\u0628",
        "email": "\u0623\u062f\u062e\u0644 \u0639\u0646\u0648\u0627\u0646 \u0628\u0631\u064a\u062f "
        "\u0625\u0644\u0643\u062a\u0631\u0648\u0646\u064a \u0645\u062b\u0644 ada@example.com",
        "submit": "\u0627\u0644\u062a\u0633\u062c\u064a\u0644",
    },
}


def runtime_checks(url):
    """The page loads the browser runtime from the path its content hash names; the server
    answers it as JavaScript, cached for a year, with the security headers."""
    _, _, page = send(url)
    found = re.search(r'<script src="(/formwork/formwork-[0-9a-f]+\.js)"', page)
    check(found is not None, "GET /: the page loads no runtime")
    path = found.group(1)
    status, answer, text = send(url.rstrip("/") + path)
    check(status == 200, "GET %s: status %d" % (path, status))
    check(answer.get("Content-Type", "").startswith("text/javascript"),
          "GET %s: Content-Type %r" % (path, answer.get("Content-Type")))
    check("immutable" in answer.get("Cache-Control", ""),
          "GET %s: Cache-Control %r" % (path, answer.get("Cache-Control")))
    check("eval(" not in text and "new Function" not in text, "the runtime evaluates text")
    print("ok   GET %s: the runtime, %d bytes, cached for a year" % (path, len(text.encode())))


def language_http_checks(url):
    """GET and an invalid POST in German and in Arabic, over HTTP."""
    origin = origin_of(url)
    for language, expected in LANGUAGES.items():
        accept = {"Accept-Language": expected["header"]}
        status, headers, page = send(url, headers=accept)
        check(status == 200, "GET / in %s: status %d" % (language, status))
        check("<html%s>" % expected["attributes"] in page, "GET / in %s: no <html%s>"
              % (language, expected["attributes"]))
        check('<form class="fw-form"%s ' % expected["attributes"] in page,
              "GET / in %s: the form has no%s" % (language, expected["attributes"]))
        check('title="%s"' % expected["required"] in page,
              "GET / in %s: the required mark's title is not %r" % (language, expected["required"]))
        token = form_token(page)
        visitor = dict(accept, Cookie="formwork-csrf=" + token, Origin=origin)
        fields = dict(VALID, email="not-an-address", **{"formwork.csrf": token})
        status, _, page = request(url, encode(fields), headers=visitor)
        check(status == 422, "invalid POST in %s: status %d" % (language, status))
        check("<li>%s</li>" % expected["email"] in page,
              "invalid POST in %s: the e-mail's message is not %r" % (language, expected["email"]))
        print("ok   in %s (Accept-Language: %s) the page says%s and its messages are %s"
              % (language, expected["header"], expected["attributes"], language))


def language_browser_checks(url):
    """The page in a browser that asks for German, then for Arabic: lang, dir, a message."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By

    for language, expected in LANGUAGES.items():
        options = webdriver.ChromeOptions()
        for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                         "--disable-gpu", "--lang=" + expected["header"].split(",")[0]]:
            options.add_argument(argument)
        options.add_experimental_option("prefs", {"intl.accept_languages": expected["header"]})
        if os.path.exists("/usr/bin/chromium"):
            options.binary_location = "/usr/bin/chromium"
        driver_path = "/usr/bin/chromedriver"
        service = Service(executable_path=driver_path if os.path.exists(driver_path) else None)
        driver = webdriver.Chrome(options=options, service=service)
        try:
            driver.set_page_load_timeout(WAIT * 2)
            driver.get(url)
            html = driver.find_element(By.TAG_NAME, "html")
            form = driver.find_element(By.CSS_SELECTOR, "form.fw-form")
            wanted_lang = expected["attributes"].split('"')[1]
            wanted_dir = "rtl" if "rtl" in expected["attributes"] else ""
            for element, what in [(html, "<html>"), (form, "<form>")]:
                check(element.get_attribute("lang") == wanted_lang,
                      "%s in %s: lang %r" % (what, language, element.get_attribute("lang")))
                check((element.get_attribute("dir") or "") == wanted_dir,
                      "%s in %s: dir %r" % (what, language, element.get_attribute("dir")))
            email = driver.find_element(By.ID, field_id("email"))
            email.send_keys("not-an-address")
            # The runtime judges the e-mail in the browser with the server's message, in the
            # page's language, and stops the submit.
            driver.find_element(By.CSS_SELECTOR, "button.fw-submit").click()
            patient_wait(driver).until(
                lambda d: expected["email"] in " ".join(
                    element.text for element in d.find_elements(By.ID, "fw-email.messages")))
            messages = driver.find_element(By.ID, "fw-email.messages").text
            check(expected["email"] in messages,
                  "the e-mail's message in %s reads %r" % (language, messages))
            print("ok   a browser asking for %s gets lang=%r dir=%r and the message %r"
                  % (language, wanted_lang, wanted_dir, expected["email"]))
        finally:
            driver.quit()


def is_stale_element(element):
    """Whether the element left the page (a new page was loaded)."""
    try:
        element.is_enabled()
        return False
    except Exception:
        return True


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


# ---------------------------------------------------------------------------------------------
# Accessibility, by axe-core

AXE_SOURCE = None  # the text of axe.min.js, read in main()
WIDTHS = [(1280, 900), (375, 812)]  # a desktop and a phone


def axe_checks(driver, what):
    """axe-core's WCAG 2.1 A and AA rules on the page shown, at each width: no violation."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import axe_check

    original = driver.get_window_size()
    try:
        for width, height in WIDTHS:
            driver.set_window_size(width, height)
            found = axe_check.violations(driver, AXE_SOURCE)
            check(not found, "axe-core on %s at %d px: %d violations:\n%s"
                  % (what, width, len(found), describe_violations(found)))
    finally:
        driver.set_window_size(original["width"], original["height"])
    print("ok   axe-core: 0 WCAG 2.1 A/AA violations on %s at %s px"
          % (what, " and ".join(str(width) for width, _ in WIDTHS)))


def describe_violations(found):
    lines = []
    for violation in found:
        targets = [" ".join(map(str, node.get("target", []))) for node in violation["nodes"][:4]]
        lines.append("  %s (%s): %s: %s" % (violation["id"], violation.get("impact"),
                                            violation["help"], ", ".join(targets)))
    return "\n".join(lines)


def catalog_checks(url):
    """The catalogue page (a row of every kind) in the browser: axe-core finds nothing."""
    driver = start_browser()
    try:
        driver.set_page_load_timeout(WAIT * 2)
        driver.get(url + "catalog")
        from selenium.webdriver.common.by import By
        check(driver.find_elements(By.CSS_SELECTOR, "form.fw-form"), "/catalog has no form")
        axe_checks(driver, "the catalogue page")
    finally:
        driver.quit()


def browser_checks(url):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    try:
        driver = start_browser()
    except Exception as error:
        # Installed but not starting is a failure, not a skip: the machine should run it.
        raise Failure("Chromium is installed but did not start: %s" % error)
    try:
        driver.set_page_load_timeout(WAIT * 2)
        wait = patient_wait(driver)
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
        axe_checks(driver, "the empty sign-up page")
        for tag in ["name", "email", "password", "confirmation", "age", "plan", "newsletter"]:
            check(control(tag).is_displayed(), "the %s control is not shown" % tag)
        check(not row("topics").is_displayed(), "the topics show before the switch is on")
        print("ok   the form loads in Chromium; the topics are hidden")

        scripts = driver.find_elements(By.CSS_SELECTOR, "form.fw-form script")
        page_mark()
        control("newsletter").click()
        check(control("newsletter").is_selected(), "the newsletter switch did not turn on")
        check(
            len(scripts) == 2,
            "the form has %d <script> elements, not its data and the runtime" % len(scripts),
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
        # an age under 16, the newsletter on without topics, the terms not accepted. The
        # browser judges the rules it can with the server's own messages and stops the submit:
        # no round trip, the summary focused, each message under its field.
        type_into("email", "not-an-email")
        type_into("password", "short")
        type_into("confirmation", "shorter")
        type_into("age", "12")
        driver.find_element(By.CSS_SELECTOR, "button.fw-submit").click()
        wait.until(lambda _: driver.find_elements(By.ID, "fw.error-summary")
                   and driver.find_element(By.ID, "fw.error-summary").is_displayed())
        check(mark_kept(), "the browser sent the invalid form instead of stopping it")
        shown = {}
        for tag in INVALID_MESSAGES:
            found = driver.find_elements(By.ID, field_id(tag) + ".messages")
            if found and found[0].is_displayed():
                shown[tag] = [item.text for item in found[0].find_elements(By.TAG_NAME, "li")]
        for tag, texts in shown.items():
            check(texts == [INVALID_MESSAGES[tag]],
                  "%s: the browser shows %r, the server says %r" % (tag, texts, INVALID_MESSAGES[tag]))
        for tag in ["name", "email", "password", "confirmation", "age"]:
            check(tag in shown, "the browser did not judge %s before the round trip" % tag)
        error_summary_checks(driver, len(sum(shown.values(), [])))
        print("ok   the browser stopped the invalid submit with the server's messages for %s"
              % ", ".join(sorted(shown)))
        axe_checks(driver, "the sign-up page judged in the browser")

        # The server's answer to the same input, as a browser without the runtime sends it
        # (the form's own submit(), which skips the runtime, with the submit button's name).
        driver.execute_script(
            "var form = document.querySelector('form.fw-form');"
            "var mark = document.createElement('input');"
            "mark.type = 'hidden'; mark.name = 'formwork.submit'; form.appendChild(mark);"
            "HTMLFormElement.prototype.submit.call(form);")
        wait.until(lambda _: not mark_kept())
        wait.until(lambda _: driver.find_elements(By.ID, "fw.error-summary"))
        check(driver.title == "Error: Sign up", "the invalid submission gave %r" % driver.title)
        error_summary_checks(driver, len(INVALID_MESSAGES))
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
        axe_checks(driver, "the invalid sign-up page")

        # Valid, on the page that came back.
        for tag in ["name", "email", "password", "confirmation", "age"]:
            type_into(tag, VALID[tag])
        Select(control("plan")).select_by_value(VALID["plan"])
        topics = Select(control("topics"))
        for value in VALID["topics"]:
            topics.select_by_value(value)
        control("terms").click()
        axe_checks(driver, "the sign-up page filled in validly")
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


def error_summary_checks(driver, count):
    """After an invalid submit: the error summary (FormworkHTML's fw.error-summary) has focus,
    lists `count` links, one per message, and each link moves focus to its field."""
    from selenium.webdriver.common.by import By

    summary = driver.find_element(By.ID, "fw.error-summary")
    patient_wait(driver).until(lambda d: d.switch_to.active_element == summary)
    links = summary.find_elements(By.CSS_SELECTOR, "a[href^='#']")
    check(len(links) == count, "the error summary has %d links, not %d" % (len(links), count))
    for link in [summary.find_elements(By.CSS_SELECTOR, "a")[i] for i in range(len(links))]:
        target = link.get_attribute("href").split("#", 1)[1]
        link.click()
        focused = driver.switch_to.active_element.get_attribute("id")
        check(focused == target, "the summary's link to #%s put focus on #%s" % (target, focused))
    print("ok   after the invalid submit the error summary has focus; its %d links move focus "
          "to their fields" % len(links))


# The requests a page has sent to a server after loading: navigations, and fetches, XHRs and
# beacons from a script. A stylesheet, the runtime or an image that finishes loading late is no
# request of the person's (counting every resource made this check fail now and then).
SENT_REQUESTS_SCRIPT = (
    "return performance.getEntriesByType('navigation').length"
    " + performance.getEntriesByType('resource').filter(function (entry) {"
    "   return ['fetch', 'xmlhttprequest', 'beacon'].indexOf(entry.initiatorType) >= 0;"
    " }).length;")


def rules_before_round_trip_checks(url):
    """The server's rules run in the browser: a password too short shows its message as the
    person leaves the field, without a request to the server."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    driver = start_browser()
    try:
        driver.set_page_load_timeout(WAIT * 2)
        driver.get(url)
        driver.execute_script("window.formworkE2EMark = 'kept';")
        requests = driver.execute_script(
            SENT_REQUESTS_SCRIPT)
        password = driver.find_element(By.ID, field_id("password"))
        password.send_keys("short")
        ActionChains(driver).send_keys(Keys.TAB).perform()
        messages_id = field_id("password") + ".messages"
        wait_until(driver, lambda d: d.find_elements(By.ID, messages_id))
        text = driver.find_element(By.ID, messages_id).text
        check(INVALID_MESSAGES["password"] in text, "the password's message reads %r" % text)
        check(password.get_attribute("aria-invalid") == "true", "the password is not aria-invalid")
        check(driver.execute_script("return window.formworkE2EMark || null;") == "kept",
              "the page was reloaded")
        after = driver.execute_script(
            SENT_REQUESTS_SCRIPT)
        check(after == requests, "the browser sent %d requests" % (after - requests))
        print("ok   a short password shows %r as the field is left, with no request to the server"
              % text)
    finally:
        driver.quit()


def keyboard_checks(url):
    """The form filled in with the keyboard alone: Tab from field to field, typing, Space on the
    switch and the check, arrows in the select and the list of topics (which the switch shows),
    then Enter on the submit button; the JSON holds every value. In its own browser session."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    driver = start_browser()
    try:
        driver.set_page_load_timeout(WAIT * 2)
        driver.get(url)

        def keys(*sequence):
            ActionChains(driver).send_keys(*sequence).perform()

        def focused_id():
            return driver.switch_to.active_element.get_attribute("id")

        order = []

        def tab_to(element_id):
            # Tab forward until the element has focus; fail after 40 presses.
            for _ in range(40):
                if focused_id() == element_id:
                    order.append(element_id)
                    return
                keys(Keys.TAB)
            raise Failure("Tab never reached #%s (focus on #%s)" % (element_id, focused_id()))

        for tag in ["name", "email", "password", "confirmation", "age"]:
            tab_to(field_id(tag))
            keys(VALID[tag])
        tab_to(field_id("plan"))
        keys("P")  # the first option that starts with P: Pro
        tab_to(field_id("newsletter"))
        keys(Keys.SPACE)
        tab_to(field_id("topics"))
        ActionChains(driver).send_keys(Keys.DOWN).key_down(Keys.SHIFT).send_keys(
            Keys.DOWN).key_up(Keys.SHIFT).perform()
        chosen = driver.execute_script(
            "return Array.from(arguments[0].selectedOptions).map(function (o) { return o.value; });",
            driver.find_element("id", field_id("topics")))
        check(len(chosen) >= 1, "the arrows chose no topic")
        tab_to(field_id("terms"))
        keys(Keys.SPACE)
        submit = driver.find_element("css selector", "button.fw-submit")
        for _ in range(10):
            if driver.switch_to.active_element == submit:
                break
            keys(Keys.TAB)
        check(driver.switch_to.active_element == submit, "Tab never reached the submit button")
        old_form = driver.find_element("css selector", "form.fw-form")
        keys(Keys.ENTER)
        wait_until(driver, lambda _: is_stale_element(old_form))
        body = driver.find_element("tag name", "body").text
        try:
            values = json.loads(body)
        except ValueError:
            raise Failure("the keyboard's submission did not answer JSON: %s" % body[:2000])
        expected = dict(VALID_JSON, topics=chosen)
        check(values == expected, "the keyboard's submission answers %s" % body)
        print("ok   filled in with the keyboard alone (Tab, typing, Space, arrows, Enter): %s"
              % body)
    finally:
        driver.quit()


DRAFT_COOKIE = re.compile(
    r"^signup_draft=([0-9a-f]{32}); Max-Age=604800; Path=/; HttpOnly; SameSite=Lax$")


def draft_cookie(headers):
    """The visitor's draft cookie a response sets: (id or "" when cleared, the whole value)."""
    for value in headers.get_all("Set-Cookie") or []:
        if value.startswith("signup_draft="):
            return value.split(";", 1)[0].split("=", 1)[1], value
    return None


def draft_http_checks(url):
    """One draft per visitor, over HTTP: "Save for later" answers 200 (never 422) with the saved
    note and a new random id in an HttpOnly, SameSite=Lax cookie; a GET with it shows the
    answers again (not the password); a forged or replaced id finds nothing; a valid submission
    forgets the draft and clears the cookie."""
    origin = origin_of(url)
    status, headers, page = send(url)
    token = form_token(page)
    csrf = "formwork-csrf=" + token
    check('class="fw-save-draft"' in page and "formnovalidate" in page,
          "GET /: no \"Save for later\" button that skips the browser's checks")

    def save(fields, cookies):
        body = dict(fields, **{"formwork.csrf": token, "formwork.draft": "1"})
        return send(url, encode(body), headers={"Cookie": "; ".join(cookies), "Origin": origin})

    # Part of the form, an age under 16 among it: kept as it is, not judged.
    part = {"name": "Grace Hopper", "email": "grace@example.com", "password": "secret words",
            "age": "12", "plan": "team"}
    status, headers, page = save(part, [csrf])
    check(status == 200, "Save for later: status %d, %s" % (status, page[:500]))
    check('class="fw-draft-saved"' in page, "Save for later: no saved note on the page")
    check('id="fw.error-summary"' not in page and 'aria-invalid="true"' not in page,
          "Save for later judged the form")
    cookie = draft_cookie(headers)
    check(cookie is not None and DRAFT_COOKIE.match(cookie[1]),
          "Save for later: Set-Cookie %r" % (cookie and cookie[1]))
    first = cookie[0]
    print("ok   Save for later: 200 with the saved note, not judged; the id in %s" % cookie[1])

    def restored(cookies):
        status, headers, page = send(url, headers={"Cookie": "; ".join(cookies)})
        check(status == 200, "GET / with a draft cookie: status %d" % status)
        return page

    page = restored([csrf, "signup_draft=" + first])
    for value in ["Grace Hopper", "grace@example.com", 'value="12"']:
        check(value in page, "GET / with the draft: %r is not back" % value)
    check('aria-invalid="true"' not in page, "GET / with the draft: the form is judged")
    check(re.search(r'<option[^>]*value="team"[^>]*selected', page) is not None,
          "GET / with the draft: the plan is not back")
    check("secret words" not in page, "GET / with the draft: the password came back")
    print("ok   GET / with the cookie shows the draft again (not the password)")

    forged = "%032x" % int.from_bytes(os.urandom(16), "big")
    for value in [forged, first.upper(), first + "0", "../" + first, ""]:
        page = restored([csrf, "signup_draft=" + value])
        check("Grace Hopper" not in page, "GET / with signup_draft=%r found a draft" % value)
    page = restored([csrf])
    check("Grace Hopper" not in page, "GET / without the cookie found a draft")
    print("ok   a forged, altered or missing id finds nothing")

    status, headers, page = save(dict(part, name="Grace B. Hopper"),
                                 [csrf, "signup_draft=" + first])
    second = draft_cookie(headers)
    check(status == 200 and second is not None and second[0] != first,
          "saving again did not give a new id: %r" % (second,))
    check("Grace Hopper" not in restored([csrf, "signup_draft=" + first]),
          "the replaced id still finds its draft")
    check("Grace B. Hopper" in restored([csrf, "signup_draft=" + second[0]]),
          "the new id finds no draft")
    print("ok   saving again gives a new id and forgets the draft of the old one")

    cookies = "%s; signup_draft=%s" % (csrf, second[0])
    status, headers, text = send(url, encode(dict(VALID, **{"formwork.csrf": token})),
                                 headers={"Cookie": cookies, "Origin": origin})
    check(status == 200 and json.loads(text) == VALID_JSON,
          "the valid submission: status %d, %s" % (status, text[:500]))
    cleared = draft_cookie(headers)
    check(cleared is not None and cleared[0] == "" and "Max-Age=0" in cleared[1],
          "the valid submission did not clear the cookie: %r" % (cleared,))
    check("Grace B. Hopper" not in restored([csrf, "signup_draft=" + second[0]]),
          "the draft is still kept after a valid submission")
    print("ok   a valid submission forgets the draft and clears the cookie")


def draft_browser_checks(url):
    """One browser session: fill in part of the form, press Save for later, load the page
    again: the answers are back; fill in the rest and submit; load the page again: empty."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    try:
        driver = start_browser()
    except Exception as error:
        raise Failure("Chromium is installed but did not start: %s" % error)
    try:
        driver.set_page_load_timeout(WAIT * 2)
        wait = patient_wait(driver)
        control = lambda tag: driver.find_element(By.ID, field_id(tag))

        def press(selector):
            old_form = driver.find_element(By.CSS_SELECTOR, "form.fw-form")
            driver.find_element(By.CSS_SELECTOR, selector).click()
            wait.until(lambda _: is_stale_element(old_form))

        driver.get(url)
        part = {"name": "Ada Lovelace", "email": "ada@example.com", "age": "36"}
        for tag, text in part.items():
            control(tag).send_keys(text)
        Select(control("plan")).select_by_value("pro")
        # The browser's checks let "Save for later" through: the form is far from valid.
        press("button.fw-save-draft")
        notes = driver.find_elements(By.CSS_SELECTOR, ".fw-draft-saved")
        check(notes and notes[0].is_displayed() and notes[0].text.strip(),
              "no saved note after Save for later")
        check(not driver.find_elements(By.ID, "fw.error-summary"), "Save for later judged the form")
        axe_checks(driver, "the page after Save for later")

        driver.get(url)
        for tag, text in part.items():
            value = control(tag).get_attribute("value")
            check(value == text, "%s is %r after loading the page again, not %r" % (tag, value, text))
        plan = Select(control("plan")).first_selected_option.get_attribute("value")
        check(plan == "pro", "the plan is %r after loading the page again" % plan)
        check(not driver.find_elements(By.CSS_SELECTOR, ".fw-draft-saved"),
              "the saved note shows on a page loaded again")
        print("ok   Save for later, then the page loaded again: %s and the plan are back"
              % ", ".join(sorted(part)))
        axe_checks(driver, "the sign-up page restored from a draft")

        for tag in ["password", "confirmation"]:
            control(tag).send_keys(VALID[tag])
        control("terms").click()
        press("button.fw-submit")
        body = driver.find_element(By.TAG_NAME, "body").text
        try:
            values = json.loads(body)
        except ValueError:
            raise Failure("the submission after the draft did not answer JSON: %s" % body[:2000])
        for tag, text in part.items():
            check(str(values.get(tag)) == text, "the JSON's %s is %r" % (tag, values.get(tag)))
        driver.get(url)
        for tag in part:
            value = control(tag).get_attribute("value")
            check(value == "", "%s is %r after the submission: the draft was kept" % (tag, value))
        print("ok   the rest filled in and submitted; the page loaded again is empty")
    finally:
        driver.quit()


def patient_wait(driver):
    """A wait of WAIT seconds that polls again when an element it read was replaced meanwhile
    (the runtime writes a field's messages anew as it judges), instead of failing on the stale
    reference: an element read while the page changes is no failure of the page."""
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, WAIT, ignored_exceptions=(StaleElementReferenceException,))


def wait_until(driver, condition):
    patient_wait(driver).until(condition)


def enter_key_checks(url):
    """Enter in a text field submits the form and removes no item (HTML's implicit submission
    presses the first submit button in tree order: FormworkHTML writes its default button before
    the add and remove buttons of multivalued sections). In its own browser session."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    try:
        driver = start_browser()
    except Exception as error:
        raise Failure("Chromium is installed but did not start: %s" % error)
    try:
        driver.set_page_load_timeout(WAIT * 2)
        wait = patient_wait(driver)
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
        # The form is not filled in: the runtime stops the submission and shows the summary.
        field.send_keys(Keys.ENTER)
        wait.until(lambda _: driver.find_elements(By.ID, "fw.error-summary"))
        after = [item.get_attribute("value") for item in items()]
        check(after == values, "Enter changed the items from %r to %r" % (values, after))
        check(
            driver.find_element(By.ID, "fw.error-summary").is_displayed(),
            "Enter did not submit the form for validation (no error summary on the page)",
        )
        print("ok   Enter in a text field submits the form and keeps the items %r" % after)
    finally:
        driver.quit()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--server-pid", type=int)
    parser.add_argument("--server-name", default="the server")
    parser.add_argument("--axe", metavar="AXE_MIN_JS")
    parser.add_argument("--no-browser", metavar="REASON")
    arguments = parser.parse_args()
    global AXE_SOURCE, SERVER_NAME
    SERVER_NAME = arguments.server_name
    started = time.monotonic()
    try:
        wait_for_server(arguments.url, arguments.server_pid)
        print("ok   the server answers after %.1f s" % (time.monotonic() - started))
        visitor, token = http_checks(arguments.url)
        slow_client_checks(arguments.url, visitor, token)
        language_http_checks(arguments.url)
        runtime_checks(arguments.url)
        draft_http_checks(arguments.url)
        if arguments.no_browser:
            print("SKIP the browser checks: %s" % arguments.no_browser)
        else:
            check(arguments.axe and os.path.isfile(arguments.axe),
                  "axe-core's axe.min.js is missing (%s): the accessibility checks cannot run"
                  % arguments.axe)
            with open(arguments.axe, encoding="utf-8") as source:
                AXE_SOURCE = source.read()
            browser_checks(arguments.url)
            rules_before_round_trip_checks(arguments.url)
            keyboard_checks(arguments.url)
            enter_key_checks(arguments.url)
            draft_browser_checks(arguments.url)
            catalog_checks(arguments.url)
            language_browser_checks(arguments.url)
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
        print("browser-e2e passed against %s in %.1f s, without the browser checks (skipped)"
              % (arguments.server_name, elapsed))
    else:
        print("browser-e2e passed against %s in %.1f s" % (arguments.server_name, elapsed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
