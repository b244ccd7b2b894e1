#!/usr/bin/env python3
"""What makes a form slow to type-check: the experiments behind typecheck.py's table.

Three experiments, each a small table of wall time, peak memory and constraint-solver scopes:

  overloads  the Eureka stand-in against variants of its overload set (builder `+++` overloads
             removed, only the two essential operators, no collection conformances, the row
             initializer without default arguments or declared per class, Formwork's
             SectionBuilder, buildPartialBlock, concrete buildExpression overloads)
  code       the one-expression form with parts of each row left out (onChange, the initializer
             closure, both), to see what its cost grows with
  sections   400 rows with 10 to 400 rows per statement (stmt) or per builder closure (builder)

Run from the repository root (after typecheck.py has built Formwork once, or it builds it):
  python3 Benchmarks/typecheck/experiments.py
  python3 Benchmarks/typecheck/experiments.py --only code,sections
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import typecheck as tc  # noqa: E402

OUT = tc.GENERATED / "experiments"


# MARK: Variants of the stand-in's overload set


def drop_functions(source: str, signatures: list[str]) -> str:
    """Removes the top-level functions that start with each of `signatures`."""
    for signature in signatures:
        pattern = r"(@discardableResult\n)?public func " + re.escape(signature) + r".*?\n}\n"
        match = re.search(pattern, source, re.S)
        if not match:
            sys.exit(f"stand-in has no function starting with {signature!r}")
        source = source[: match.start()] + source[match.end() :]
    return source


def replace(source: str, old: str, new: str) -> str:
    if old not in source:
        sys.exit(f"stand-in has no {old!r}")
    return source.replace(old, new)


def with_section_builder(source: str, builder: str) -> str:
    start = source.index("@resultBuilder\npublic struct SectionBuilder {")
    end = source.index("@resultBuilder\npublic struct FormBuilder {")
    return source[:start] + builder + "\n" + source[end:]


BUILDER_TAIL = """  public static func buildOptional(_ component: [BaseRow]?) -> [BaseRow] { component ?? [] }
  public static func buildEither(first component: [BaseRow]) -> [BaseRow] { component }
  public static func buildEither(second component: [BaseRow]) -> [BaseRow] { component }
  public static func buildArray(_ components: [[BaseRow]]) -> [BaseRow] { components.flatMap { $0 } }
  public static func buildFinalResult(_ component: [BaseRow]) -> Section { Section(component) }
}
"""

FORMWORK_BUILDER = (
    """@resultBuilder
public enum SectionBuilder {
  public static func buildExpression(_ expression: RowsProvider?) -> [BaseRow] { expression?.rows ?? [] }
  public static func buildBlock(_ components: [BaseRow]...) -> [BaseRow] { components.flatMap { $0 } }
"""
    + BUILDER_TAIL
)

PARTIAL_BLOCK_BUILDER = (
    """@resultBuilder
public enum SectionBuilder {
  public static func buildExpression(_ expression: RowsProvider?) -> [BaseRow] { expression?.rows ?? [] }
  public static func buildPartialBlock(first: [BaseRow]) -> [BaseRow] { first }
  public static func buildPartialBlock(accumulated: [BaseRow], next: [BaseRow]) -> [BaseRow] {
    accumulated + next
  }
  public static func buildBlock() -> [BaseRow] { [] }
"""
    + BUILDER_TAIL
)

CONCRETE_BUILDER = (
    """@resultBuilder
public enum SectionBuilder {
  public static func buildExpression(_ expression: BaseRow) -> [BaseRow] { [expression] }
  public static func buildExpression(_ expression: [BaseRow]) -> [BaseRow] { expression }
  public static func buildExpression(_ expression: BaseRow?) -> [BaseRow] { expression.map { [$0] } ?? [] }
  public static func buildBlock(_ components: [BaseRow]...) -> [BaseRow] { components.flatMap { $0 } }
"""
    + BUILDER_TAIL
)

ROW_CLASSES = ["TextRow", "NameRow", "EmailRow", "PhoneRow", "IntRow", "DecimalRow", "SwitchRow", "CheckRow"]


def stand_in_variants() -> dict[str, str]:
    src = tc.STAND_IN.read_text()
    variants = {"eureka (as is)": src}
    variants["no builder +++"] = drop_functions(
        src, ["+++ (left: Form, @SectionBuilder", "+++ (left: Section, @SectionBuilder"]
    )
    variants["only Form+++Section, Section<<<Row"] = drop_functions(
        src,
        [
            "+++ (left: Form, @SectionBuilder",
            "+++ (left: Section, @SectionBuilder",
            "+++ (left: Form, right: BaseRow)",
            "+++ (left: Section, right: Section)",
            "+++ (left: Section, right: BaseRow)",
            "+++ (left: BaseRow, right: BaseRow)",
            "<<< (left: BaseRow, right: BaseRow)",
        ],
    )
    plain = src
    for conformance in [
        "extension Section: MutableCollection, BidirectionalCollection {",
        "extension Section: RangeReplaceableCollection {",
        "extension Form: MutableCollection, BidirectionalCollection {",
        "extension Form: RangeReplaceableCollection {",
    ]:
        plain = replace(plain, conformance, conformance.split(":")[0] + " {")
    plain = replace(plain, "replaceSubrange(endIndex..<endIndex, with: [row])", "storedRows.append(row)")
    plain = replace(
        plain,
        "where S.Element == BaseRow {\n    replaceSubrange(endIndex..<endIndex, with: Array(newElements))",
        "where S.Element == BaseRow {\n    storedRows.append(contentsOf: newElements)",
    )
    plain = replace(plain, "replaceSubrange(endIndex..<endIndex, with: [section])", "storedSections.append(section)")
    plain = replace(
        plain,
        "replaceSubrange(endIndex..<endIndex, with: Array(newElements))",
        "storedSections.append(contentsOf: newElements)",
    )
    variants["no collection conformances"] = plain
    variants["row init without defaults"] = replace(
        src,
        "public init(_ tag: String? = nil, _ initializer: (Self) -> Void = { _ in }) {",
        "public init(_ tag: String?, _ initializer: (Self) -> Void) {",
    )
    per_class = replace(src, "  init(_ tag: String?, _ initializer: (Self) -> Void)\n", "")
    per_class = replace(
        per_class,
        "  public init(_ tag: String? = nil, _ initializer: (Self) -> Void = { _ in }) {\n"
        "    self.init(tag: tag)\n    initializer(self)\n  }\n",
        "",
    )
    for cls in ROW_CLASSES:
        head = f"public final class {cls}: "
        start = per_class.index(head)
        line_end = per_class.index("{ super.init(tag: tag) }\n", start) + len("{ super.init(tag: tag) }\n")
        per_class = (
            per_class[:line_end]
            + f"  public convenience init(_ tag: String? = nil, _ initializer: ({cls}) -> Void = {{ _ in }}) {{\n"
            + "    self.init(tag: tag)\n    initializer(self)\n  }\n"
            + per_class[line_end:]
        )
    variants["row init per class, not in RowType"] = per_class
    variants["Formwork's SectionBuilder"] = with_section_builder(src, FORMWORK_BUILDER)
    variants["buildPartialBlock"] = with_section_builder(src, PARTIAL_BLOCK_BUILDER)
    variants["concrete buildExpression"] = with_section_builder(src, CONCRETE_BUILDER)
    return variants


# MARK: Running


def run(label: str, source: str, library: tc.Library, name: str, repeat: int, timeout: float) -> tc.Result:
    file = OUT / library.module / f"{name}.swift"
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_text(source)
    result = tc.measure(file, library, timeout, repeat)
    print(f"  {label:42} {result.cell()}  {result.detail}", flush=True)
    return result


def one_body_builder(rows: int, module: str) -> str:
    """`form +++ { … }` with every row in one builder closure."""
    tc.ROWS_PER_SECTION = rows
    try:
        return tc.generate("builder", rows, module)
    finally:
        tc.ROWS_PER_SECTION = 10


def overloads(args) -> None:
    cases = [("expr", 200), ("stmt", 400), ("builder", 400), ("props", 400)]
    print("\n## Overload set: Eureka stand-in and variants")
    print("(builder-style cases fail to compile where the variant has no builder `+++`)")
    for name, source in stand_in_variants().items():
        module = "X_" + re.sub(r"\W+", "_", name).strip("_")
        file = OUT / f"{module}.swift"
        OUT.mkdir(parents=True, exist_ok=True)
        file.write_text(source)
        library = tc.Library(name, module, [tc.build_stand_in(file, module, OUT / module)])
        print(f"{name}:")
        for style, rows in cases:
            run(f"{style} {rows}", tc.generate(style, rows, module), library, f"{style}-{rows}", args.repeat, args.timeout)
        run("builder 400, one closure", one_body_builder(400, module), library, "builder-one-400", 1, args.timeout)


def code(args, formwork: tc.Library) -> None:
    print("\n## One expression: what the cost grows with (Formwork)")
    kinds = tc.ROW_KINDS

    def name(i: int) -> str:
        return kinds[i % len(kinds)][0]

    def value(i: int) -> str:
        return kinds[i % len(kinds)][1](i)

    onchange = ".onChange { row in log.last = row.tag }"
    variants = {
        "initializer closure + onChange (as typecheck.py)": lambda i: tc.row(i),
        "one-statement initializer + onChange": lambda i: f'{name(i)}("r{i}") {{ $0.title = "Row {i}" }}{onchange}',
        "initializer closure, no onChange": lambda i: f'{name(i)}("r{i}") {{ $0.title = "Row {i}"; $0.value = {value(i)} }}',
        "onChange only": lambda i: f'{name(i)}("r{i}"){onchange}',
        "no closures": lambda i: f'{name(i)}("r{i}")',
    }
    for rows in (200, 400):
        for label, make_row in variants.items():
            parts = []
            for n, sec in enumerate(tc.sections(rows)):
                parts.append(f'    +++ Section("Section {n}")')
                parts.extend(f"    <<< {make_row(i)}" for i in sec)
            source = (
                "import Formwork\n\nfinal class ChangeLog {\n  var last: String?\n}\n\n"
                "func makeForm(log: ChangeLog) -> Form {\n  let form = Form()\n"
                + "\n".join(parts)
                + "\n  _ = log\n  return form\n}\n"
            )
            slug = re.sub(r"\W+", "-", label).strip("-")
            run(f"expr {rows}: {label}", source, formwork, f"code-{rows}-{slug}", args.repeat, args.timeout)


def sections(args, formwork: tc.Library) -> None:
    print("\n## 400 rows: rows per statement / per builder closure (Formwork)")
    for per in (10, 25, 50, 100, 200, 400):
        tc.ROWS_PER_SECTION = per
        try:
            for style in ("stmt", "builder"):
                source = tc.generate(style, 400, "Formwork")
                run(f"{style}, {per} rows per section", source, formwork, f"sections-{style}-{per}", args.repeat, args.timeout)
        finally:
            tc.ROWS_PER_SECTION = 10


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", default="overloads,code,sections", help="experiments to run (default: %(default)s)")
    parser.add_argument("--timeout", type=float, default=120, help="seconds per compile (default: %(default)s)")
    parser.add_argument("--repeat", type=int, default=2, help="best of N for compiles under 10 s (default: %(default)s)")
    parser.add_argument("--formwork-module-dir", type=Path, help="an already built Formwork.swiftmodule folder")
    args = parser.parse_args()
    only = tc.parse_list(args.only, ["overloads", "code", "sections"])

    print("Each line: wall time, user CPU time, peak memory, constraint-solver scopes.")
    if "overloads" in only:
        overloads(args)
    if "code" in only or "sections" in only:
        module_dir = args.formwork_module_dir or tc.build_formwork(tc.GENERATED / "build")
        formwork = tc.Library("Formwork", "Formwork", [module_dir])
        if "code" in only:
            code(args, formwork)
        if "sections" in only:
            sections(args, formwork)


if __name__ == "__main__":
    main()
