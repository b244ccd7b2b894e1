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
    var text: String?
    var attributes: [String: String]?
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

    /// A `<form>` holding `children`.
    static func form(_ children: [Node]) -> Node {
      Node(tag: "form", id: "form", children: children)
    }

    /// The page's data for the runtime, `<script type="application/json" id="fw.data">`.
    static func data(_ json: String) -> Node {
      Node(tag: "script", id: "fw.data", type: "application/json", text: json)
    }

    /// An element holding text, such as a message's `<li>`.
    static func text(_ tag: String, _ text: String, id: String? = nil) -> Node {
      Node(tag: tag, id: id, text: text)
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
  ///
  /// A `submit` event goes to the `<form>`, with the element of `id` as its submitter.
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
    var show: [String]?
    var scripts: [String]?
    var noSegmenter: Bool?
  }

  /// The markup of the shown elements before the first step and after each, one line per
  /// step: `id: <tag attributes>children</tag>` or `id: -` for an element not in the page, then
  /// `prevented` for a submit the script stopped and `focus: id` for the element it focused.
  ///
  /// - Parameters:
  ///   - page: The page.
  ///   - scripts: The scripts, run in order in one context.
  ///   - steps: The person's changes.
  ///   - show: The ids of the elements to print.
  ///   - segmenter: Whether the page has `Intl.Segmenter`, as browsers do since 2024.
  /// - Returns: One line per step, after the first for the page as it starts.
  /// - Throws: ``NodeFailure`` when Node.js reports an error.
  static func render(
    page: [Node], scripts: [String], steps: [Step], show: [String], segmenter: Bool = true
  ) throws -> [String] {
    try run(
      Input(
        page: page, script: "", steps: steps, watch: [], show: show, scripts: scripts,
        noSegmenter: !segmenter))
  }

  /// Whether `node` can be started.
  static let isAvailable: Bool = (try? run(["--version"], input: nil)) != nil

  /// The watched elements' states before the first step and after each, one line per step.
  static func run(page: [Node], script: String, steps: [Step], watch: [String]) throws -> [String] {
    try run(Input(page: page, script: script, steps: steps, watch: watch))
  }

  private static func run(_ input: Input) throws -> [String] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("formwork-fake-dom-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let harness = directory.appendingPathComponent("harness.js")
    try Data(harnessSource.utf8).write(to: harness)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let output = try run([harness.path], input: try encoder.encode(input))
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
  /// Elements have `id`, `hidden`, `disabled`, `value`, `checked`, `selected`, `type`,
  /// `tagName`, `className` and a `classList`, attributes, `textContent`, the tree calls the
  /// runtime uses (`appendChild`, `removeChild`, `insertBefore`, `firstChild`,
  /// `firstElementChild`, `parentNode`), `focus`, `addEventListener`, and
  /// `querySelector(All)` for the selectors the scripts use (a tag name with an optional
  /// `.class`, `[type=…]` and `:not([type=…])`, separated by commas; any other selector throws);
  /// `document` has `getElementById`, `createElement` and `addEventListener`. The scripts run in
  /// a context of their own with `document` as its only page global (and JavaScript's own,
  /// `Intl` among them: without its `Segmenter` when the input says so).
  private static let harnessSource = #"""
    "use strict";
    const vm = require("vm");
    const input = JSON.parse(require("fs").readFileSync(0, "utf8"));
    let focused = null;

    function parseSelector(selector) {
      return selector.split(",").map(function (part) {
        const match = /^\s*(\w+)(\.[\w-]+)?((?:\[type=\w+\]|:not\(\[type=\w+\]\))*)\s*$/.exec(part);
        if (!match) throw new Error("selector not supported: " + selector);
        const tests = [];
        const re = /(:not\()?\[type=(\w+)\]\)?/g;
        let found;
        while ((found = re.exec(match[3]))) tests.push({ not: !!found[1], type: found[2] });
        return { tag: match[1], className: match[2] ? match[2].slice(1) : null, tests: tests };
      });
    }

    function matches(element, selectors) {
      return selectors.some(function (selector) {
        return element.tag === selector.tag &&
          (!selector.className || element.classList.contains(selector.className)) &&
          selector.tests.every(function (test) { return (element.type === test.type) !== test.not; });
      });
    }

    function make(tag) {
      const element = {
        tag: tag, id: null, name: null, type: null, value: "", checked: false, selected: false,
        hidden: false, disabled: false, children: [], parentNode: null, text: null,
        attributes: new Map(), listeners: [],
        classList: {
          names: new Set(),
          toggle: function (name, on) { if (on) this.names.add(name); else this.names.delete(name); },
          contains: function (name) { return this.names.has(name); },
          add: function (name) { this.names.add(name); },
        },
        get tagName() { return element.tag.toUpperCase(); },
        get className() { return Array.from(element.classList.names).join(" "); },
        set className(names) { element.classList.names = new Set(names.split(" ").filter(Boolean)); },
        get textContent() {
          if (element.text !== null) return element.text;
          return element.children.map(function (child) { return child.textContent; }).join("");
        },
        set textContent(text) { element.children = []; element.text = String(text); },
        get firstChild() { return element.children[0] || null; },
        get firstElementChild() { return element.children[0] || null; },
        setAttribute: function (name, value) { element.attributes.set(name, String(value)); },
        getAttribute: function (name) {
          return element.attributes.has(name) ? element.attributes.get(name) : null;
        },
        removeAttribute: function (name) { element.attributes.delete(name); },
        appendChild: function (child) { return element.insertBefore(child, null); },
        insertBefore: function (child, before) {
          if (child.parentNode) child.parentNode.removeChild(child);
          const at = before ? element.children.indexOf(before) : -1;
          if (at < 0) element.children.push(child); else element.children.splice(at, 0, child);
          child.parentNode = element;
          return child;
        },
        removeChild: function (child) {
          element.children = element.children.filter(function (c) { return c !== child; });
          child.parentNode = null;
          return child;
        },
        addEventListener: function (type, listener) {
          element.listeners.push({ type: type, listener: listener });
        },
        focus: function () { focused = element; },
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
      return element;
    }

    function build(node) {
      const element = make(node.tag);
      element.id = node.id || null;
      element.name = node.name || null;
      element.type = node.type || null;
      element.value = node.value || "";
      element.checked = !!node.checked;
      element.selected = !!node.selected;
      element.hidden = !!node.hidden;
      element.disabled = !!node.disabled;
      element.text = node.text === undefined || node.text === null ? null : node.text;
      (node.classes || []).forEach(function (name) { element.classList.add(name); });
      Object.keys(node.attributes || {}).forEach(function (name) {
        element.attributes.set(name, node.attributes[name]);
      });
      (node.children || []).map(build).forEach(function (child) { element.appendChild(child); });
      if (element.tag === "select") {
        Object.defineProperty(element, "value", {
          get: function () {
            const chosen = element.children.filter(function (option) { return option.selected; });
            return chosen.length ? chosen[0].value : "";
          },
        });
      }
      return element;
    }

    const root = make("body");
    input.page.map(build).forEach(function (element) { root.appendChild(element); });
    const listeners = [];

    function byId(id) {
      let found = null;
      (function walk(parent) {
        parent.children.forEach(function (child) {
          if (!found && child.id === id) found = child;
          if (!found) walk(child);
        });
      })(root);
      return found;
    }

    const document = {
      getElementById: byId,
      createElement: make,
      addEventListener: function (type, listener) { listeners.push({ type: type, listener: listener }); },
    };
    const context = vm.createContext({ document: document });
    if (input.noSegmenter) vm.runInContext("Intl = {};", context);
    (input.scripts || [input.script]).forEach(function (script) { vm.runInContext(script, context); });

    function state() {
      return input.watch.map(function (id) {
        const element = byId(id);
        const controls = element.querySelectorAll("input, select, textarea, button");
        const disabled = controls.length && controls.every(function (c) { return c.disabled; });
        const marked = element.classList.contains("fw-row--disabled");
        return id + (element.hidden ? " hidden" : "") + (disabled ? " disabled" : "") +
          (marked ? " .fw-row--disabled" : "");
      }).join(" | ");
    }

    function markup(element) {
      let open = "<" + element.tag;
      if (element.id) open += " id=\"" + element.id + "\"";
      if (element.className) open += " class=\"" + element.className + "\"";
      Array.from(element.attributes.keys()).sort().forEach(function (name) {
        open += " " + name + "=\"" + element.attributes.get(name) + "\"";
      });
      if (element.hidden) open += " hidden";
      open += ">";
      const inner = element.tag === "script" ? "…" :
        element.text !== null ? element.text : element.children.map(markup).join("");
      return open + inner + "</" + element.tag + ">";
    }

    function shown(event) {
      let line = input.show.map(function (id) {
        const element = byId(id);
        return id + ": " + (element ? markup(element) : "-");
      }).join(" | ");
      if (event && event.defaultPrevented) line += " | prevented";
      if (focused) line += " | focus: " + (focused.id || focused.tag);
      focused = null;
      return line;
    }

    function byName(name) {
      const found = [];
      (function walk(parent) {
        parent.children.forEach(function (element) {
          if (element.name === name) found.push(element);
          walk(element);
        });
      })(root);
      return found;
    }

    function dispatch(type, target, submitter) {
      const event = {
        type: type, target: target, submitter: submitter || null, defaultPrevented: false,
        preventDefault: function () { event.defaultPrevented = true; },
      };
      listeners.forEach(function (entry) { if (entry.type === type) entry.listener(event); });
      const path = [];
      for (let node = target; node && node !== root; node = node.parentNode) path.unshift(node);
      path.forEach(function (node) {
        node.listeners.forEach(function (entry) { if (entry.type === type) entry.listener(event); });
      });
      return event;
    }

    const report = input.show ? shown : state;
    console.log("start: " + report(null));
    input.steps.forEach(function (step) {
      const element = byId(step.id);
      if (step.event === "submit") {
        let form = element;
        while (form && form.tag !== "form") form = form.parentNode;
        console.log(step.id + ": " + report(dispatch("submit", form, element)));
        return;
      }
      if (step.value !== undefined && step.value !== null) element.value = step.value;
      if (step.checked !== undefined && step.checked !== null) element.checked = step.checked;
      if (element.type === "radio" && element.checked) {
        byName(element.name).forEach(function (other) { other.checked = other === element; });
      }
      if (step.select) element.children.forEach(function (option) {
        option.selected = step.select.indexOf(option.value) >= 0;
      });
      console.log(step.id + ": " + report(dispatch(step.event, element)));
    });

    """#
}
