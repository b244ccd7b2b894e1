extension FormworkScript {
  /// The part of the runtime that runs the rules of `data.rows` (``FormworkScriptData``) and
  /// keeps the messages under each field and the error summary as the server writes them.
  ///
  /// It runs inside a function that holds `data` (the `rules` part of the page's data) and
  /// `form` (the `<form>` element), indented by two spaces. A row is judged when the person
  /// changed it and left it (the `change` event) and on a submit by the form's submit button;
  /// a submit with a message the runtime wrote is stopped, and the summary is built (or
  /// refilled), shown and focused. A check the runtime cannot decide as the server does (text
  /// whose characters it cannot count without `Intl.Segmenter`, a number it cannot read as the
  /// form reads it, a URL it cannot read as Foundation reads it) is undecided: the row keeps
  /// what it shows, and the server judges it when the form comes back.
  static let rulesRuntime = #"""
      var rows = data.rows;
      var wrappers = new Map();
      rows.forEach(function (row) { wrappers.set(row.row, row); });
      var segmenter = typeof Intl !== "undefined" && Intl.Segmenter ?
        new Intl.Segmenter(undefined, {granularity: "grapheme"}) : null;

      function length(text) {
        if (segmenter) {
          var count = 0;
          for (var piece of segmenter.segment(text)) if (piece) count++;
          return count;
        }
        return /^[\x20-\x7E]*$/.test(text) ? text.length : undefined;
      }

      function between(code, low, high) { return code >= low && code <= high; }

      var atom = /^[A-Za-z0-9_\-+!?#$%'`*\/=~^{}|]+$/;

      function email(text) {
        var at = text.indexOf("@");
        if (at <= 0) return false;
        if (!text.slice(0, at).split(".").every(function (part) { return atom.test(part); })) {
          return false;
        }
        var labels = text.slice(at + 1).split(".");
        if (labels.length < 2) return false;
        var last = Array.from(labels.pop());
        if (!labels.every(function (label) { return /^[A-Za-z0-9\-]+$/.test(label); })) return false;
        return last.length >= 2 && last.every(function (c) {
          return /[A-Za-z\u200B\u200C]/.test(c);
        });
      }

      function ipNumber(text, place) {
        if (!/^[0-9]{1,3}$/.test(text)) return false;
        if (text.length === 1) return place !== "first" || text !== "0";
        if (text.length === 2) return place !== "first" || text.charAt(0) !== "0";
        var lead = text.charAt(0), tens = Number(text.charAt(1)), ones = Number(text.charAt(2));
        if (lead === "1") return true;
        if (lead !== "2") return false;
        var tensLimit = place === "first" ? 1 : 4;
        var onesLimit = place === "first" ? 3 : place === "middle" ? 5 : 4;
        return tens <= tensLimit || (tens === tensLimit + 1 && ones <= onesLimit);
      }

      function ipv4(host) {
        var parts = host.split(".");
        return parts.length === 4 && ipNumber(parts[0], "first") && ipNumber(parts[1], "middle") &&
          ipNumber(parts[2], "middle") && ipNumber(parts[3], "last");
      }

      function hostName(host) {
        var labels = host.split(".");
        if (labels.length < 2) return false;
        var last = labels.pop();
        return /^[a-z]{2,}$/.test(last) && labels.every(function (label) {
          return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(label);
        });
      }

      function hostAndRest(text) {
        var end = text.search(/[:\/?#]/);
        var host = end < 0 ? text : text.slice(0, end);
        var rest = end < 0 ? "" : text.slice(end);
        if (host.indexOf("@") >= 0) return false;
        if (!(host === "localhost" || ipv4(host) || hostName(host))) return false;
        var port = /^:([0-9]*)/.exec(rest);
        if (port) {
          if (port[1].length < 2 || port[1].length > 5) return false;
          rest = rest.slice(port[0].length);
        }
        return rest === "" || /^[\/?#]/.test(rest);
      }

      function url(text) {
        if (!/^([A-Za-z0-9\-._~:\/?#@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/.test(text)) return undefined;
        var scheme = /^https?:\/\//.exec(text);
        if (!scheme) return /^[a-z][a-z0-9+.\-]*:/i.test(text) ? undefined : false;
        var after = text.slice(scheme[0].length);
        // Foundation may read an empty authority otherwise.
        if (after.charAt(0) === "/") return undefined;
        if (hostAndRest(after)) return true;
        for (var i = 1; i < after.length; i++) {
          if (after.charAt(i) === "@" && hostAndRest(after.slice(i + 1))) return true;
        }
        return false;
      }

      function compare(value, bound) {
        if (typeof value !== "number" || typeof bound !== "number") return undefined;
        return value < bound ? -1 : value > bound ? 1 : 0;
      }

      function holds(rule, value) {
        if (rule.check === "equalsToRow") {
          var theirs = read({read: "text", control: rule.control}, null);
          if (!theirs || theirs.number !== undefined || value.number !== undefined) return undefined;
          return (theirs.empty ? "" : theirs.text.normalize("NFC")) ===
            (value.empty ? "" : value.text.normalize("NFC"));
        }
        if (value.empty) return rule.allowsEmpty;
        var order;
        switch (rule.check) {
          case "required": return true;
          case "minLength": order = length(value.text); return order === undefined ? undefined : order >= rule.count;
          case "maxLength": order = length(value.text); return order === undefined ? undefined : order <= rule.count;
          case "exactLength": order = length(value.text); return order === undefined ? undefined : order === rule.count;
          case "greaterThan": order = compare(value.number, rule.bound); return order === undefined ? undefined : order > 0;
          case "greaterOrEqual": order = compare(value.number, rule.bound); return order === undefined ? undefined : order >= 0;
          case "smallerThan": order = compare(value.number, rule.bound); return order === undefined ? undefined : order < 0;
          case "smallerOrEqual": order = compare(value.number, rule.bound); return order === undefined ? undefined : order <= 0;
          case "email": return email(value.text);
          case "url": return url(value.text);
          case "pattern": return new RegExp("^(?:" + rule.pattern + ")$", "u").test(value.text);
          case "minItems": return value.count >= rule.count;
          case "maxItems": return value.count <= rule.count;
          default: return undefined;
        }
      }

      function read(row, wrapper) {
        if (row.read === "choices" || row.read === "choice") {
          var count = 0;
          wrapper.querySelectorAll("option").forEach(function (option) {
            if (option.selected && option.value !== "") count++;
          });
          wrapper.querySelectorAll("input[type=radio]").forEach(function (box) { if (box.checked) count++; });
          wrapper.querySelectorAll("input[type=checkbox]").forEach(function (box) { if (box.checked) count++; });
          return {empty: count === 0, count: count};
        }
        var field = document.getElementById(row.control);
        if (!field) return undefined;
        var text = field.value;
        if (text === "") return {empty: true};
        // A one-line field never sends a line break; the server refuses text holding one.
        if (field.tagName === "INPUT" && /[\n\v\f\r\u0085\u2028\u2029]/.test(text)) return undefined;
        if (row.read === "text") return {empty: false, text: text};
        if (!/^-?[0-9]+$/.test(text)) return undefined;
        var number = Number(text);
        if (Math.abs(number) > 9007199254740991) return undefined;
        return {empty: false, text: text, number: number};
      }

      function hidden(node) {
        for (; node && node !== form; node = node.parentNode) if (node.hidden) return true;
        return false;
      }

      function judge(row) {
        var wrapper = document.getElementById(row.row);
        if (!wrapper || hidden(wrapper)) return [];
        var value = read(row, wrapper);
        if (!value) return undefined;
        var messages = [];
        var missing = null;
        for (var i = 0; i < row.rules.length; i++) {
          var verdict = holds(row.rules[i], value);
          if (verdict === undefined) return undefined;
          if (verdict) continue;
          messages.push(row.rules[i].message);
          if (value.empty && missing === null && row.rules[i].check === "required") {
            missing = row.rules[i].message;
          }
        }
        // No value and a rule requiring one: that is the one problem, as the server says.
        return missing === null ? messages : [missing];
      }

      function show(row, messages) {
        var wrapper = document.getElementById(row.row);
        var list = document.getElementById(row.messages);
        var field = document.getElementById(row.control);
        if (list) list.parentNode.removeChild(list);
        if (wrapper && wrapper.classList) wrapper.classList.toggle("fw-row--invalid", messages.length > 0);
        if (field) {
          var described = (field.getAttribute("aria-describedby") || "").split(" ").filter(function (id) {
            return id !== "" && id !== row.messages;
          });
          if (messages.length) described.push(row.messages);
          if (described.length) field.setAttribute("aria-describedby", described.join(" "));
          else field.removeAttribute("aria-describedby");
          if (messages.length) field.setAttribute("aria-invalid", "true");
          else field.removeAttribute("aria-invalid");
        }
        if (!messages.length || !wrapper) return;
        list = document.createElement("ul");
        list.className = "fw-messages";
        list.id = row.messages;
        messages.forEach(function (message) {
          var item = document.createElement("li");
          item.textContent = message;
          list.appendChild(item);
        });
        wrapper.appendChild(list);
      }

      function check(row) {
        var messages = judge(row);
        if (messages !== undefined) show(row, messages);
        return messages;
      }

      function target(list) {
        var named = document.getElementById(list.id.slice(0, -".messages".length));
        if (named && /^(INPUT|SELECT|TEXTAREA|FIELDSET)$/.test(named.tagName)) return named.id;
        var owner = list.parentNode;
        var control = owner.querySelector("input, select, textarea");
        return control && control.id ? control.id : owner.id;
      }

      function summarize() {
        var summary = document.getElementById("fw.error-summary");
        var lists = form.querySelectorAll("ul.fw-messages");
        if (!lists.length) {
          if (summary) summary.parentNode.removeChild(summary);
          return null;
        }
        if (!summary) {
          summary = document.createElement("div");
          summary.className = "fw-error-summary";
          summary.id = "fw.error-summary";
          summary.setAttribute("role", "alert");
          summary.setAttribute("tabindex", "-1");
          summary.setAttribute("aria-labelledby", "fw.error-summary.title");
          var title = document.createElement("h2");
          title.className = "fw-error-summary__title";
          title.id = "fw.error-summary.title";
          title.textContent = data.summaryTitle;
          summary.appendChild(title);
          var list = document.createElement("ul");
          list.className = "fw-error-summary__list";
          summary.appendChild(list);
          form.insertBefore(summary, form.firstElementChild);
        }
        var items = summary.querySelector("ul");
        while (items.firstChild) items.removeChild(items.firstChild);
        lists.forEach(function (messages) {
          var href = "#" + target(messages);
          messages.querySelectorAll("li").forEach(function (message) {
            var item = document.createElement("li");
            var link = document.createElement("a");
            link.setAttribute("href", href);
            link.textContent = message.textContent;
            item.appendChild(link);
            items.appendChild(item);
          });
        });
        summary.hidden = false;
        return summary;
      }

      // A press on the submit button moves the focus out of the field first, which judges it:
      // a message shown then would move the button from under the pointer before the press
      // ends, and the click would be lost. While the button is pressed, the fields left are
      // judged after the press (the submit judges them all anyway).
      var pressing = false;
      var deferred = [];

      function pressed(event) {
        var button = event.target && event.target.closest ? event.target.closest("button") : null;
        if (button && button.type === "submit" && button.name === "\#(HTMLFieldNames.submit)") {
          pressing = true;
        }
      }

      function released() {
        if (!pressing) return;
        pressing = false;
        setTimeout(function () {
          var left = deferred;
          deferred = [];
          left.forEach(judgeField);
        }, 0);
      }

      function changed(event) {
        if (pressing) {
          deferred.push(event.target);
          return;
        }
        judgeField(event.target);
      }

      function judgeField(target) {
        for (var node = target; node && node !== form; node = node.parentNode) {
          if (!node.id) continue;
          var row = wrappers.get(node.id);
          var id = node.id;
          var others = rows.filter(function (other) {
            return other !== row && document.getElementById(other.messages) &&
              other.rules.some(function (rule) { return rule.row === id; });
          });
          if (row) check(row);
          others.forEach(check);
          if (row || others.length) return;
        }
      }

      function submitted(event) {
        var button = event.submitter;
        if (button && button.name !== "\#(HTMLFieldNames.submit)") return;
        var stopped = false;
        rows.forEach(function (row) {
          var messages = check(row);
          if (messages && messages.length) stopped = true;
        });
        if (!stopped) return;
        event.preventDefault();
        var summary = summarize();
        if (summary) summary.focus();
      }

      // A link of the summary moves the focus to its field, as well as scrolling to it.
      function followed(event) {
        var link = event.target && event.target.closest ? event.target.closest("a") : null;
        var summary = document.getElementById("fw.error-summary");
        if (!link || !summary || !summary.contains(link)) return;
        var href = link.getAttribute("href") || "";
        var target = href.charAt(0) === "#" ? document.getElementById(href.slice(1)) : null;
        if (!target || !target.focus) return;
        event.preventDefault();
        target.focus();
        if (target.scrollIntoView) target.scrollIntoView({ block: "center" });
      }

      form.addEventListener("change", changed, true);
      form.addEventListener("submit", submitted, false);
      form.addEventListener("click", followed, false);
      form.addEventListener("pointerdown", pressed, true);
      form.addEventListener("mousedown", pressed, true);
      document.addEventListener("pointerup", released, true);
      document.addEventListener("mouseup", released, true);
      document.addEventListener("pointercancel", released, true);
      var rendered = document.getElementById("fw.error-summary");
      if (rendered) rendered.focus();

    """#
}
