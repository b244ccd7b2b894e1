import Formwork
import FormworkHTML
import Testing

// The whole program of the smallest form with a condition, compared as exact text: the data the
// form gives, then the part every script shares.

@Suite("Conditions script: the whole program")
struct ConditionsScriptProgramTests {
  @Test("a switch that shows a row gives this program, byte for byte")
  func wholeProgram() {
    let form =
      Form() +++ Section()
      <<< SwitchRow("more") { $0.title = "More" }
      <<< TextRow("extra") { $0.hidden = "$more != YES" }
    let script = ConditionsScript(form: form)
    #expect(script.conditionCount == 1)
    #expect(script.leftToServer.isEmpty)
    #expect(script.source == Self.program)
    #expect(script.element() == "<script>\n" + Self.program + "</script>\n")
  }

  @Test("a nonce is written as an attribute, escaped")
  func nonce() {
    let form = Form() +++ Section() <<< TextRow("a") { $0.hidden = "$b == 1" }
    let element = ConditionsScript(form: form).element(nonce: "r4nd\"&<>")
    #expect(element.hasPrefix("<script nonce=\"r4nd&quot;&amp;&lt;&gt;\">\n(function () {\n"))
  }

  static let program = #"""
    (function () {
      "use strict";
      var data = {
        "clearsHiddenValues": false,
        "elements": [
          {"id": "fw-more.row", "row": true, "hidden": false, "disabled": false, "read": "toggle", "value": null},
          {"id": "fw-extra.row", "row": true, "hidden": true, "disabled": false}
        ],
        "conditions": [
          {"id": "fw-extra.row", "sets": "hidden", "when": ["!=", {"value": "fw-more.row"}, {"literal": true}]}
        ]
      };
      var elements = new Map();
      data.elements.forEach(function (element) {
        if (element.read && (element.read.choice || element.read.choices)) {
          element.options = new Map();
          (element.read.choice || element.read.choices).forEach(function (pair) {
            if (!element.options.has(pair[0])) element.options.set(pair[0], pair[1]);
          });
        }
        elements.set(element.id, element);
      });

      function has(object, key) {
        return Object.prototype.hasOwnProperty.call(object, key);
      }

      function isDate(value) {
        return value !== null && typeof value === "object" && !Array.isArray(value) &&
          has(value, "date");
      }

      var foldsDifferently = /[\p{Mn}\u{131}\u{3A3}\u{3C2}-\u{3C3}\u{622}-\u{626}\u{6C0}\u{6C2}\u{6D3}\u{929}\u{931}\u{934}\u{958}-\u{95F}\u{9DC}-\u{9DD}\u{9DF}\u{A33}\u{A36}\u{A59}-\u{A5B}\u{A5E}\u{B48}\u{B5C}-\u{B5D}\u{CC0}\u{CC7}-\u{CC8}\u{CCA}-\u{CCB}\u{DDA}\u{DDD}\u{F43}\u{F4D}\u{F52}\u{F57}\u{F5C}\u{F69}\u{1026}\u{1B3B}\u{1B3D}\u{1B43}\u{1C80}-\u{1C89}\u{1E9E}\u{1F80}-\u{1FAF}\u{1FB2}-\u{1FB4}\u{1FB7}\u{1FBC}\u{1FC2}-\u{1FC4}\u{1FC7}\u{1FCC}-\u{1FCF}\u{1FDD}-\u{1FDF}\u{1FF2}-\u{1FF4}\u{1FF7}\u{1FFC}\u{219A}-\u{219B}\u{21AE}\u{21CD}-\u{21CF}\u{2204}\u{2209}\u{220C}\u{2224}\u{2226}\u{2241}\u{2244}\u{2247}\u{2249}\u{2262}\u{226D}\u{2270}-\u{2271}\u{2274}-\u{2275}\u{2278}-\u{2279}\u{2280}-\u{2281}\u{2284}-\u{2285}\u{2288}-\u{2289}\u{22AC}-\u{22AF}\u{22E0}-\u{22E3}\u{22EA}-\u{22ED}\u{2ADC}\u{304C}\u{304E}\u{3050}\u{3052}\u{3054}\u{3056}\u{3058}\u{305A}\u{305C}\u{305E}\u{3060}\u{3062}\u{3065}\u{3067}\u{3069}\u{3070}-\u{3071}\u{3073}-\u{3074}\u{3076}-\u{3077}\u{3079}-\u{307A}\u{307C}-\u{307D}\u{3094}\u{309E}\u{30AC}\u{30AE}\u{30B0}\u{30B2}\u{30B4}\u{30B6}\u{30B8}\u{30BA}\u{30BC}\u{30BE}\u{30C0}\u{30C2}\u{30C5}\u{30C7}\u{30C9}\u{30D0}-\u{30D1}\u{30D3}-\u{30D4}\u{30D6}-\u{30D7}\u{30D9}-\u{30DA}\u{30DC}-\u{30DD}\u{30F4}\u{30F7}-\u{30FA}\u{30FE}\u{A7CB}-\u{A7CC}\u{A7CE}\u{A7D2}\u{A7D4}\u{A7DA}\u{A7DC}\u{FB1D}\u{FB1F}\u{FB2A}-\u{FB36}\u{FB38}-\u{FB3C}\u{FB3E}\u{FB40}-\u{FB41}\u{FB43}-\u{FB44}\u{FB46}-\u{FB4E}\u{105C9}\u{105E4}\u{10D50}-\u{10D65}\u{1109A}\u{1109C}\u{110AB}\u{11385}\u{114BB}\u{16EA0}-\u{16EB8}]/u;

      function folds(value, options) {
        if (typeof value === "string") return options === "" || !foldsDifferently.test(value);
        if (Array.isArray(value)) {
          return value.every(function (item) { return folds(item, options); });
        }
        return true;
      }

      function isInexact(value) {
        return value !== null && typeof value === "object" && has(value, "inexact");
      }

      function beside(value) {
        if (Array.isArray(value)) return value.every(beside);
        if (typeof value === "number") return Math.abs(value) < 9007199254740992;
        return !isInexact(value);
      }

      function number(value) {
        if (typeof value === "number") return value;
        if (typeof value === "boolean") return value ? 1 : 0;
        return null;
      }

      function sign(a, b) {
        return a < b ? -1 : a > b ? 1 : 0;
      }

      function fold(text, options) {
        var folded = text;
        if (options.indexOf("c") >= 0) folded = folded.toUpperCase().toLowerCase();
        if (options.indexOf("d") >= 0) folded = folded.normalize("NFD").replace(/\p{Mn}/gu, "");
        return folded.normalize("NFC");
      }

      function compareText(a, b) {
        var x = Array.from(a), y = Array.from(b);
        for (var i = 0; i < x.length && i < y.length; i++) {
          var order = sign(x[i].codePointAt(0), y[i].codePointAt(0));
          if (order !== 0) return order;
        }
        return sign(x.length, y.length);
      }

      function like(text, pattern) {
        var t = Array.from(text), p = Array.from(pattern), j;
        var matches = [true];
        for (j = 0; j < p.length; j++) matches.push(p[j] === "*" && matches[j]);
        t.forEach(function (character) {
          var next = [false];
          for (j = 0; j < p.length; j++) {
            if (p[j] === "*") next.push(next[j] || matches[j + 1]);
            else if (p[j] === "?") next.push(matches[j]);
            else next.push(matches[j] && p[j] === character);
          }
          matches = next;
        });
        return matches[p.length];
      }

      function sameElements(a, b, options) {
        if (a.length !== b.length) return false;
        if (a.every(function (item, index) { return equal(item, b[index], options); })) return true;
        var unmatched = b.slice();
        return a.every(function (item) {
          for (var i = 0; i < unmatched.length; i++) {
            if (equal(item, unmatched[i], options)) {
              unmatched.splice(i, 1);
              return true;
            }
          }
          return false;
        });
      }

      function equal(a, b, options) {
        if (a === null || b === null) return a === null && b === null;
        if (typeof a === "string" && typeof b === "string") return fold(a, options) === fold(b, options);
        if (isDate(a) && isDate(b)) return a.date === b.date;
        if (Array.isArray(a) && Array.isArray(b)) return sameElements(a, b, options);
        var x = number(a), y = number(b);
        return x !== null && y !== null && x === y;
      }

      function order(a, b, options) {
        if (typeof a === "string" && typeof b === "string") {
          return compareText(fold(a, options), fold(b, options));
        }
        if (isDate(a) && isDate(b)) return sign(a.date, b.date);
        var x = number(a), y = number(b);
        return x === null || y === null ? null : sign(x, y);
      }

      function holds(operator, a, b, options) {
        if (!folds(a, options) || !folds(b, options)) return undefined;
        if (isInexact(a) || isInexact(b)) {
          if (!beside(isInexact(a) ? b : a)) return undefined;
          if (isInexact(a)) a = Number(a.inexact);
          if (isInexact(b)) b = Number(b.inexact);
        }
        var texts = typeof a === "string" && typeof b === "string";
        switch (operator) {
          case "==": return equal(a, b, options);
          case "!=": return !equal(a, b, options);
          case "<": return order(a, b, options) === -1;
          case "<=": return [-1, 0].indexOf(order(a, b, options)) >= 0;
          case ">": return order(a, b, options) === 1;
          case ">=": return [1, 0].indexOf(order(a, b, options)) >= 0;
          case "CONTAINS":
            if (texts) return fold(a, options).indexOf(fold(b, options)) >= 0;
            if (Array.isArray(a)) return a.some(function (item) { return equal(item, b, options); });
            return false;
          case "BEGINSWITH": return texts && fold(a, options).startsWith(fold(b, options));
          case "ENDSWITH": return texts && fold(a, options).endsWith(fold(b, options));
          case "LIKE": return texts && like(fold(a, options), fold(b, options));
          case "IN":
            if (Array.isArray(b)) return b.some(function (item) { return equal(a, item, options); });
            return texts && fold(b, options).indexOf(fold(a, options)) >= 0;
          default: return false;
        }
      }

      function operand(part) {
        if (has(part, "literal")) return part.literal;
        if (has(part, "value")) return elements.get(part.value).value;
        if (has(part, "isHidden")) return elements.get(part.isHidden).hidden;
        return elements.get(part.isDisabled).disabled;
      }

      function combine(parts, decisive) {
        var result = !decisive;
        for (var i = 0; i < parts.length; i++) {
          var part = evaluate(parts[i]);
          if (part === decisive) return decisive;
          if (part === undefined) result = undefined;
        }
        return result;
      }

      function evaluate(predicate) {
        if (predicate === true || predicate === false) return predicate;
        var parts = predicate.slice(1);
        switch (predicate[0]) {
          case "not":
            var inner = evaluate(parts[0]);
            return inner === undefined ? undefined : !inner;
          case "and": return combine(parts, false);
          case "or": return combine(parts, true);
          default: return holds(predicate[0], operand(parts[0]), operand(parts[1]), parts[2] || "");
        }
      }

      var fields = "textarea, select, input:not([type=checkbox]):not([type=radio])" +
        ":not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset])" +
        ":not([type=image]):not([type=file])";

      function parse(kind, text, last) {
        if (text === "") return null;
        if (kind === "text") return text;
        if (kind === "url") return /\s/.test(text) ? last : text;
        if (kind === "wholeNumber") {
          if (!/^[+-]?[0-9]+$/.test(text)) return last;
          var digits = text.replace(/^[+-]/, "").replace(/^0+(?=.)/, "");
          var limit = text.charAt(0) === "-" ? "9223372036854775808" : "9223372036854775807";
          if (digits.length > 19 || (digits.length === 19 && digits > limit)) return last;
          var whole = Number(text);
          return Math.abs(whole) > 9007199254740991 ? {"inexact": text} : whole;
        }
        if (!/^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$/.test(text)) return last;
        var parsed = Number(text);
        return isFinite(parsed) ? parsed : last;
      }

      function chosen(wrapper) {
        var values = [];
        wrapper.querySelectorAll("option").forEach(function (option) {
          if (option.selected) values.push(option.value);
        });
        wrapper.querySelectorAll("input[type=radio], input[type=checkbox]").forEach(function (box) {
          if (box.checked) values.push(box.value);
        });
        return values;
      }

      function untouchedMark(wrapper) {
        var marks = wrapper ? wrapper.querySelectorAll("input[type=hidden]") : [];
        for (var i = 0; i < marks.length; i++) {
          if (marks[i].name === "formwork.untouched" && marks[i].value !== "") {
            return marks[i];
          }
        }
        return null;
      }

      function read(element, wrapper) {
        var kind = element.read;
        if (kind === "toggle") {
          var box = wrapper.querySelector("input[type=checkbox]");
          return box ? box.checked : element.value;
        }
        if (typeof kind === "string") {
          var field = wrapper.querySelector(fields);
          if (field && field.type === "range" && untouchedMark(wrapper)) return null;
          return field ? parse(kind, field.value, element.value) : element.value;
        }
        if (has(kind, "check")) {
          var check = wrapper.querySelector("input[type=radio], input[type=checkbox]");
          return check && check.checked ? kind.check : null;
        }
        var values = chosen(wrapper);
        if (kind.choice) {
          var picked = values.filter(function (value) { return element.options.has(value); });
          return picked.length ? element.options.get(picked[0]) : null;
        }
        var list = kind.choices.filter(function (pair) { return values.indexOf(pair[0]) >= 0; });
        return list.length ? list.map(function (pair) { return pair[1]; }) : null;
      }

      function clear(wrapper) {
        wrapper.querySelectorAll("input, textarea").forEach(function (control) {
          if (control.type === "checkbox" || control.type === "radio") control.checked = false;
          else if (["hidden", "submit", "button", "reset", "image"].indexOf(control.type) < 0) {
            control.value = "";
          }
        });
        wrapper.querySelectorAll("option").forEach(function (option) { option.selected = false; });
      }

      function set(element, state, on) {
        element[state] = on;
        var node = document.getElementById(element.id);
        if (!node) return;
        if (state === "hidden") {
          node.hidden = on;
          if (on && element.row && data.clearsHiddenValues) {
            clear(node);
            if (has(element, "value")) element.value = null;
          }
        } else {
          if (node.classList) node.classList.toggle("fw-row--disabled", on);
          node.querySelectorAll("input, select, textarea, button").forEach(function (control) {
            control.disabled = on;
          });
        }
      }

      function settle() {
        for (var pass = 0; pass <= data.conditions.length; pass++) {
          var changed = false;
          data.conditions.forEach(function (condition) {
            var element = elements.get(condition.id);
            var on = evaluate(condition.when);
            if (on !== undefined && element[condition.sets] !== on) {
              set(element, condition.sets, on);
              changed = true;
            }
          });
          if (!changed) return;
        }
      }

      function changed(event) {
        var target = event && event.target;
        if (target && target.type === "range") {
          var mark = untouchedMark(target.parentNode);
          if (mark) mark.value = "";
        }
        elements.forEach(function (element) {
          if (!element.read || element.read === "fixed" || element.hidden) return;
          var wrapper = document.getElementById(element.id);
          if (wrapper) element.value = read(element, wrapper);
        });
        settle();
      }

      document.addEventListener("input", changed, true);
      document.addEventListener("change", changed, true);
    })();

    """#
}
