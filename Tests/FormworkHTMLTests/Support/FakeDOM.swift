import Foundation

/// Runs a conditions script with Node.js against a tiny fake DOM, where a real browser is not at
/// hand: the page is described as nested elements, the steps set controls and send events, and
/// the state of the watched elements is printed after each step.
enum FakeDOM {
  /// An element of the fake page.
  struct Node: Encodable {
    var tag: String
    var id: String?
    var name: String?
    var type: String?
    var value: String?
    var checked: Bool?
    var selected: Bool?
    var hidden: Bool?
    var disabled: Bool?
    var classes: [String]?
    var children: [Node] = []

    /// A wrapper (`div`, `fieldset`) with an id; `disabled` gives it the renderer's class of a
    /// disabled row.
    static func wrapper(
      _ id: String, tag: String = "div", hidden: Bool = false, disabled: Bool = false,
      _ children: [Node]
    ) -> Node {
      Node(
        tag: tag, id: id, hidden: hidden, classes: disabled ? ["fw-row--disabled"] : nil,
        children: children)
    }

    /// An `<input>`.
    static func input(
      _ id: String?, type: String, name: String? = nil, value: String = "",
      checked: Bool = false, disabled: Bool = false
    ) -> Node {
      Node(
        tag: "input", id: id, name: name, type: type, value: value, checked: checked,
        disabled: disabled)
    }

    /// A `<select>` of options, given as submitted values; `selected` are chosen.
    static func select(_ id: String, _ options: [String], selected: [String] = []) -> Node {
      Node(
        tag: "select", id: id,
        children: options.map {
          Node(tag: "option", value: $0, selected: selected.contains($0))
        })
    }
  }

  /// A change a person makes: a control's new value, checked or selected state, then the event.
  struct Step: Encodable {
    var id: String
    var value: String?
    var checked: Bool?
    var select: [String]?
    var event = "input"
  }

  private struct Input: Encodable {
    var page: [Node]
    var script: String
    var steps: [Step]
    var watch: [String]
  }

  /// Whether `node` can be started.
  static let isAvailable: Bool = (try? run(["--version"], input: nil)) != nil

  /// The watched elements' states before the first step and after each, one line per step.
  static func run(page: [Node], script: String, steps: [Step], watch: [String]) throws -> [String] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("formwork-fake-dom-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let harness = directory.appendingPathComponent("harness.js")
    try Data(harnessSource.utf8).write(to: harness)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let input = try encoder.encode(Input(page: page, script: script, steps: steps, watch: watch))
    let output = try run([harness.path], input: input)
    return output.split(separator: "\n").map(String.init)
  }

  /// Runs `node` with `arguments`, `input` on its standard input; its standard output.
  private static func run(_ arguments: [String], input: Data?) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["node"] + arguments
    let output = Pipe()
    let errors = Pipe()
    let feed = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = feed
    try process.run()
    if let input { feed.fileHandleForWriting.write(input) }
    try feed.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let problems = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw NodeFailure(message: String(decoding: problems, as: UTF8.self))
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// Node exited with an error.
  struct NodeFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  /// The fake DOM and the steps.
  ///
  /// Elements have `id`, `hidden`, `disabled`, `value`, `checked`, `selected`, `type` and a
  /// `classList`, and
  /// `querySelector(All)` for the selectors the script uses (tag names with `[type=…]` and
  /// `:not([type=…])`, separated by commas; any other selector throws); `document` has
  /// `getElementById` and `addEventListener`. The script runs in a context of its own with
  /// `document` as its only page global.
  private static let harnessSource = #"""
    "use strict";
    const vm = require("vm");
    const input = JSON.parse(require("fs").readFileSync(0, "utf8"));
    const byId = new Map();
    const listeners = [];

    function parseSelector(selector) {
      return selector.split(",").map(function (part) {
        const match = /^\s*(\w+)((?:\[type=\w+\]|:not\(\[type=\w+\]\))*)\s*$/.exec(part);
        if (!match) throw new Error("selector not supported: " + selector);
        const tests = [];
        const re = /(:not\()?\[type=(\w+)\]\)?/g;
        let found;
        while ((found = re.exec(match[2]))) tests.push({ not: !!found[1], type: found[2] });
        return { tag: match[1], tests: tests };
      });
    }

    function matches(element, selectors) {
      return selectors.some(function (selector) {
        return element.tag === selector.tag && selector.tests.every(function (test) {
          return (element.type === test.type) !== test.not;
        });
      });
    }

    function build(node) {
      const element = {
        tag: node.tag, id: node.id || null, name: node.name || null, type: node.type || null,
        value: node.value || "", checked: !!node.checked, selected: !!node.selected,
        hidden: !!node.hidden, disabled: !!node.disabled, children: [],
        classList: {
          names: new Set(node.classes || []),
          toggle: function (name, on) { if (on) this.names.add(name); else this.names.delete(name); },
          contains: function (name) { return this.names.has(name); },
        },
        querySelectorAll: function (selector) {
          const selectors = parseSelector(selector);
          const found = [];
          (function walk(parent) {
            parent.children.forEach(function (child) {
              if (matches(child, selectors)) found.push(child);
              walk(child);
            });
          })(element);
          return found;
        },
        querySelector: function (selector) { return element.querySelectorAll(selector)[0] || null; },
      };
      element.children = (node.children || []).map(build);
      element.children.forEach(function (child) { child.parentNode = element; });
      if (element.tag === "select") {
        Object.defineProperty(element, "value", {
          get: function () {
            const chosen = element.children.filter(function (option) { return option.selected; });
            return chosen.length ? chosen[0].value : "";
          },
        });
      }
      if (element.id) byId.set(element.id, element);
      return element;
    }

    const page = input.page.map(build);
    const document = {
      getElementById: function (id) { return byId.get(id) || null; },
      addEventListener: function (type, listener) { listeners.push({ type: type, listener: listener }); },
    };
    vm.runInNewContext(input.script, { document: document });

    function state() {
      return input.watch.map(function (id) {
        const element = byId.get(id);
        const controls = element.querySelectorAll("input, select, textarea, button");
        const disabled = controls.length && controls.every(function (c) { return c.disabled; });
        const marked = element.classList.contains("fw-row--disabled");
        return id + (element.hidden ? " hidden" : "") + (disabled ? " disabled" : "") +
          (marked ? " .fw-row--disabled" : "");
      }).join(" | ");
    }

    function byName(name) {
      const found = [];
      (function walk(elements) {
        elements.forEach(function (element) {
          if (element.name === name) found.push(element);
          walk(element.children);
        });
      })(page);
      return found;
    }

    console.log("start: " + state());
    input.steps.forEach(function (step) {
      const element = byId.get(step.id);
      if (step.value !== undefined && step.value !== null) element.value = step.value;
      if (step.checked !== undefined && step.checked !== null) element.checked = step.checked;
      if (element.type === "radio" && element.checked) {
        byName(element.name).forEach(function (other) { other.checked = other === element; });
      }
      if (step.select) element.children.forEach(function (option) {
        option.selected = step.select.indexOf(option.value) >= 0;
      });
      listeners.forEach(function (entry) {
        if (entry.type === step.event) entry.listener({ type: step.event, target: element });
      });
      console.log(step.id + ": " + state());
    });

    """#
}
