"""The end-to-end scenarios of .ci/terminal-e2e, each from a fresh start of the SetupWizard.

Each is a function of a scenario `s` (see .ci/terminal-e2e): `s.type(text)`, `s.send(*keys)`
with tmux's key names, `s.resize(columns, rows)`, `s.signal(number)` to the wizard,
`s.expect(step)` to compare the screen with `<scenario>/<NN>-<step>.txt` here, `s.wait_exit()`
for the wizard to end, and `s.expect_terminal_restored()` for the stty check.
"""

import signal


def fill_and_submit(s):
    s.expect("start").expect_colours()
    s.type("formwork-demo").send("Tab").send("BSpace", "BSpace").type("81").expect("name-and-port")
    s.send("Tab").send("Enter").expect("licence-list")
    s.type("bsd").expect("licence-filtered")
    s.send("Enter").send("Tab").send("Space").expect("docker-on-shows-image")
    s.send("Tab").type("ghcr.io/ada/formwork-demo")
    s.send("Tab").type("ada@example.com").send("Tab").expect("on-add-button")
    s.send("Enter").type("Ada Lovelace").send("C-n").type("Grace Hopper").expect("maintainers")
    s.send("C-s").expect("review")
    s.send("Enter").wait_exit().expect("submitted").expect_terminal_restored()


def invalid_submit(s):
    # The moment rule: passing the empty name shows nothing; the port changed and left shows its
    # message; the e-mail being typed shows none yet; the submit shows every one.
    s.send("Down").send("BSpace", "BSpace").send("Down", "Down", "Down", "Down").send("Up")
    s.type("ada@")
    s.expect("bad-port-and-email")
    s.send("C-s").expect("errors-shown-cursor-on-name")
    s.send("Escape").wait_exit().expect("cancelled").expect_terminal_restored()


def german(s):
    # The wizard with form.locale de_DE: the help line, the count of errors and the messages in
    # German; the port's own msg: is shown as the developer wrote it.
    s.expect("start")
    s.send("Down").send("BSpace", "BSpace").send("Down").expect("port-left")
    s.send("C-s").expect("errors-shown")
    s.send("Escape").wait_exit().expect("cancelled").expect_terminal_restored()


german.environment = {"SETUP_WIZARD_LOCALE": "de_DE"}


def resize(s):
    s.type("formwork-resize-demo").send("Left", "Left", "Left", "Left", "Left")
    s.expect("typed")
    s.resize(50, 15).expect("narrow")
    s.type("-x").expect("typed-after-resize")
    s.resize(70, 22).expect("wide-again")
    s.send("C-s").expect("review")
    s.send("Enter").wait_exit().expect("submitted").expect_terminal_restored()


def ctrl_c(s):
    s.type("half").send("Tab").send("BSpace").expect("editing")
    s.send("C-c").wait_exit().expect("cancelled").expect_terminal_restored()


def sigterm(s):
    s.type("half").send("Tab", "Tab", "Tab").send("Space").expect("editing")
    s.signal(signal.SIGTERM).wait_exit().expect("terminated").expect_terminal_restored()


def flags_draft_review(s):
    # Flags answer the name and turn Docker on: the form opens on the image, the one row that
    # is missing. The person types half of it and stops: a draft is kept.
    s.expect("opens-on-missing-image")
    s.type("ghcr.io/ada").expect("image-half-typed")
    s.send("Escape").expect("keep-draft-question")
    s.send("Enter").wait_exit().expect("draft-kept").expect_terminal_restored()
    s.expect_file("draft.json")
    # The next run, with no flags at all, offers the draft and resumes it where it was left.
    s.restart([])
    s.expect("resume-question")
    s.send("Enter").expect("resumed-on-image")
    s.type("/demo").send("C-s").expect("review")
    # The review leads back to the port; the changed answer shows in the next review.
    s.send("Up", "Up", "Up", "Up", "Up", "Up").expect("review-on-port")
    s.send("Enter").expect("back-on-port")
    s.send("BSpace", "BSpace").type("81").send("C-s").expect("review-again")
    s.send("Enter").wait_exit().expect("submitted").expect_terminal_restored()
    s.expect_file("draft.json", exists=False)


flags_draft_review.arguments = ["--project-name", "demo", "--docker"]
flags_draft_review.environment = {"SETUP_WIZARD_DRAFT": "{work}/draft.json"}
# The time the draft was kept is today's: the screens say <when>.
flags_draft_review.masks = [(r"kept on [^?\n]*\?", "kept on <when>?")]


SCENARIOS = {
    "fill-and-submit": fill_and_submit,
    "invalid-submit": invalid_submit,
    "resize": resize,
    "ctrl-c": ctrl_c,
    "sigterm": sigterm,
    "german": german,
    "flags-draft-review": flags_draft_review,
}
