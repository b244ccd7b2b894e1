"""axe-core in a Selenium session: the WCAG 2.1 A and AA violations of the page shown.

A minimal version for .ci/browser-e2e.py until the shared one lands; the same signature:

    violations(driver, axe_source) -> list of axe's violation objects (dicts)
"""

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]


def violations(driver, axe_source):
    """Injects axe (the text of axe.min.js) into the page and runs it over the whole document,
    with the WCAG 2.1 A and AA rules only; returns its violations."""
    driver.execute_script(axe_source)
    result = driver.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        axe.run(document, {runOnly: {type: "tag", values: arguments[0]}, resultTypes: ["violations"]})
          .then(result => done(result.violations))
          .catch(error => done({error: String(error)}));
        """,
        TAGS,
    )
    if isinstance(result, dict) and "error" in result:
        raise RuntimeError("axe-core failed: %s" % result["error"])
    return result


def describe(found):
    """The violations as lines: rule, impact, and the first few elements."""
    lines = []
    for violation in found:
        targets = [" ".join(map(str, node.get("target", []))) for node in violation["nodes"][:3]]
        lines.append("%s (%s): %s — %s" % (
            violation["id"], violation.get("impact"), violation["help"], ", ".join(targets)))
    return "\n".join(lines)
