/// The report's only script, inlined. It sorts and filters the repository table (keeping the
/// footer sums and the "Showing N of M" line true to the visible rows), filters the findings by
/// the lists above them, turns the counts of the heat map and the rule table into buttons that
/// set those filters, and expands or collapses every block. The page is complete without it.
enum HTMLScript {
    static let javascript = #"""
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("batch-data").textContent);
      function each(list, action) { Array.prototype.forEach.call(list, action); }
      function format(value) { return value.toLocaleString("en-US"); }
      function perThousand(findings, lines) {
        if (!lines) { return "\u2014"; }
        var tenths = Math.floor((findings * 10000 + Math.floor(lines / 2)) / lines);
        return format(Math.floor(tenths / 10)) + "." + (tenths % 10);
      }

      // The repository table: sorting, text filter, sums of the visible rows.
      var table = document.getElementById("repo-table");
      var body = table.tBodies[0];
      var rows = Array.prototype.slice.call(body.rows);
      var filter = document.getElementById("repo-filter");
      var shownLine = document.getElementById("repo-count");
      var sums = ["files", "lines", "findings", "errors", "warnings", "notes", "suppressed", "baselined", "problems", "new", "fixed"];
      var state = { key: "findings", descending: true };

      function record(row) { return data.repositories[Number(row.getAttribute("data-index"))]; }

      function compare(a, b) {
        var x = record(a)[state.key], y = record(b)[state.key];
        var order;
        if (typeof x === "number" || typeof y === "number") {
          order = (x || 0) - (y || 0);
        } else {
          order = String(x || "").localeCompare(String(y || ""));
        }
        if (state.descending) { order = -order; }
        return order !== 0 ? order : Number(a.getAttribute("data-index")) - Number(b.getAttribute("data-index"));
      }

      function sort() {
        rows.sort(compare);
        rows.forEach(function (row) { body.appendChild(row); });
        each(table.querySelectorAll("thead th[data-key]"), function (th) {
          if (th.getAttribute("data-key") === state.key) {
            th.setAttribute("aria-sort", state.descending ? "descending" : "ascending");
          } else {
            th.removeAttribute("aria-sort");
          }
        });
      }

      function filterRows() {
        var needle = filter.value.trim().toLowerCase();
        var shown = 0;
        var totals = {};
        sums.forEach(function (key) { totals[key] = 0; });
        rows.forEach(function (row) {
          var r = record(row);
          var text = [r.name, r.path, r.team || "", r.status, r.commit || ""].join(" ").toLowerCase();
          var visible = needle === "" || text.indexOf(needle) !== -1;
          row.hidden = !visible;
          if (visible) {
            shown += 1;
            sums.forEach(function (key) { totals[key] += r[key] || 0; });
          }
        });
        shownLine.textContent = "Showing " + shown + " of " + rows.length + " repositories";
        sums.forEach(function (key) {
          var cell = document.getElementById("sum-" + key);
          if (cell) { cell.textContent = format(totals[key]); }
        });
        var density = document.getElementById("sum-density");
        if (density) { density.textContent = perThousand(totals.findings, totals.lines); }
      }

      each(table.querySelectorAll("thead th[data-key] button"), function (button) {
        button.addEventListener("click", function () {
          var th = button.parentNode;
          var key = th.getAttribute("data-key");
          if (state.key === key) {
            state.descending = !state.descending;
          } else {
            state.key = key;
            state.descending = th.getAttribute("data-type") === "number";
          }
          sort();
        });
      });
      filter.addEventListener("input", filterRows);

      // The findings: filters by the lists above them.
      var form = document.getElementById("finding-filters");
      var findingsSection = document.getElementById("findings");
      var statusLine = document.getElementById("filter-status");
      var findings = findingsSection.querySelectorAll("details.finding");
      var fixedItems = findingsSection.querySelectorAll("li.fixed-finding");

      function chosen() {
        var values = {};
        if (form) { each(form.querySelectorAll("select"), function (s) { if (s.value) { values[s.name] = s.value; } }); }
        return values;
      }

      function matches(element, values) {
        return Object.keys(values).every(function (key) {
          return key === "change" || element.getAttribute("data-" + key) === values[key];
        });
      }

      function applyFilters() {
        var values = chosen();
        var change = values.change || "";
        var active = Object.keys(values).length > 0;
        var shownFindings = 0, shownFixed = 0, shownRepositories = 0;
        each(findings, function (element) {
          var show = change !== "fixed" && matches(element, values) && (change !== "new" || element.getAttribute("data-new") === "true");
          element.hidden = !show;
          if (show) { shownFindings += 1; }
        });
        // Fixed findings are listed as usual without filters, and are what "fixed" selects.
        each(fixedItems, function (element) {
          var show = change === "fixed" ? matches(element, values) : !active;
          element.hidden = !show;
          if (show) { shownFixed += 1; }
        });
        each(findingsSection.querySelectorAll("details.repository"), function (repository) {
          var inside = 0;
          each(repository.querySelectorAll("details.file"), function (block) {
            var items = block.querySelectorAll("details.finding, li.fixed-finding");
            var visible = Array.prototype.filter.call(items, function (item) { return !item.hidden; }).length;
            block.hidden = items.length > 0 ? visible === 0 : active;
            inside += visible;
            if (active && visible > 0 && change === "fixed") { block.open = true; }
          });
          repository.hidden = active && inside === 0;
          var note = repository.querySelector(".shown");
          note.hidden = !active;
          note.textContent = active ? inside + " shown" : "";
          if (!repository.hidden) {
            shownRepositories += 1;
            if (active) { repository.open = true; }
          }
        });
        if (!active) {
          statusLine.textContent = "";
        } else if (shownFindings + shownFixed === 0) {
          statusLine.textContent = "No finding matches these filters.";
        } else {
          var parts = [];
          if (change !== "fixed") { parts.push("Showing " + format(shownFindings) + " of " + format(findings.length) + " findings"); }
          if (change === "fixed") { parts.push("Showing " + format(shownFixed) + " findings fixed since the previous report"); }
          statusLine.textContent = parts.join(" and ") + " in " + shownRepositories + (shownRepositories === 1 ? " repository" : " repositories") + ".";
        }
      }

      function filterBy(values) {
        each(form.querySelectorAll("select"), function (s) { s.value = values[s.name] || ""; });
        applyFilters();
        var heading = document.getElementById("findings-title");
        heading.scrollIntoView();
        heading.focus();
      }

      /// Puts the number in `cell` into a button that filters the findings by `values`.
      function filterButton(cell, values, label) {
        var text = cell.lastChild;
        var button = document.createElement("button");
        button.type = "button";
        button.className = "count-button";
        button.textContent = text.textContent;
        button.setAttribute("aria-label", label);
        cell.replaceChild(button, text);
        button.addEventListener("click", function () { filterBy(values); });
      }

      if (form) {
        form.hidden = false;
        form.addEventListener("change", applyFilters);
        form.addEventListener("reset", function () { setTimeout(applyFilters, 0); });
        each(document.querySelectorAll(".heat td[data-entry]"), function (cell) {
          filterButton(cell, { entry: cell.getAttribute("data-entry"), section: cell.getAttribute("data-section") },
                       cell.title + ": show them");
        });
        each(document.querySelectorAll("#rule-table td[data-filter-rule]"), function (cell) {
          var rule = cell.getAttribute("data-filter-rule");
          filterButton(cell, { rule: rule }, cell.textContent + " findings of " + rule + ": show them");
        });
        each(form.querySelectorAll("[data-expand]"), function (button) {
          button.addEventListener("click", function () {
            var open = button.getAttribute("data-expand") === "open";
            each(findingsSection.querySelectorAll("details"), function (d) { if (!d.hidden) { d.open = open; } });
          });
        });
      }

      function openTarget() {
        var id = decodeURIComponent(location.hash.slice(1));
        var target = id ? document.getElementById(id) : null;
        if (target && target.tagName === "DETAILS") { target.open = true; }
      }
      window.addEventListener("hashchange", openTarget);

      sort();
      filterRows();
      applyFilters();
      openTarget();
      document.documentElement.setAttribute("data-ready", "true");
    })();
    """#
}
