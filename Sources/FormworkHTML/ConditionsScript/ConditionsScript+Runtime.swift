extension ConditionsScript {
  /// The part of every conditions script that does not depend on the form: it reads the
  /// controls, evaluates the predicates of `data` as Formwork does, and sets `hidden` and
  /// `disabled`.
  ///
  /// A slider without a value reads as no value while the ``HTMLFieldNames/untouchedSlider``
  /// mark beside it names it; the first time a person moves it, the script empties the mark,
  /// so that the position chosen is taken even where it is the start position.
  ///
  /// It runs inside the function that holds `data`, indented by two spaces. It has no `eval`,
  /// no `Function` and no HTML parsing: the page's elements are found by id and changed through
  /// their `hidden` and `disabled` properties, and a row's `fw-row--disabled` class (the
  /// renderer's mark of a disabled row) follows its disabled state.
  ///
  /// Evaluation follows Formwork's typed comparisons: text compares with text (in Unicode's
  /// composed form), numbers with numbers (a Boolean counting as 0 or 1), dates with dates,
  /// lists element by element in any order; `[c]` folds case as the browser's upper and lower
  /// casing do, `[d]` drops combining marks.
  ///
  /// The script decides nothing it cannot decide as the server does: a comparison of a whole
  /// number typed beyond 2^53 − 1 (which a JavaScript number does not hold exactly) with
  /// another such number (a number within ±2^53, text, a Boolean and no value compare with it
  /// exactly), or a `[c]` or `[d]` comparison of text holding a character JavaScript folds
  /// otherwise than Foundation
  /// (``FoldingDifferences``: `ı`, `ẞ`, `ς`, ligatures…), is undecided; `NOT`, `AND` and `OR`
  /// pass an undecided part on unless another part decides, and an undecided condition leaves
  /// its row or section as it is, for the server to decide when the form comes back.
  static let runtime = #"""
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

      var foldsDifferently = /[\#(FoldingDifferences.characterClass)]/u;

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
          if (marks[i].name === "\#(HTMLFieldNames.untouchedSlider)" && marks[i].value !== "") {
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

    """#
}
