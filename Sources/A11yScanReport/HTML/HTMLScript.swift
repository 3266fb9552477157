/// The report's only script, inlined. It reads the repository numbers from the page's JSON
/// block and makes the repository table sortable and filterable, keeping the footer sums and
/// the "Showing N of M" line true to the visible rows. The page is complete without it.
enum HTMLScript {
    static let javascript = #"""
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("batch-data").textContent);
      var table = document.getElementById("repo-table");
      var body = table.tBodies[0];
      var rows = Array.prototype.slice.call(body.rows);
      var filter = document.getElementById("repo-filter");
      var shownLine = document.getElementById("repo-count");
      var sums = ["files", "lines", "findings", "errors", "warnings", "notes", "problems", "new", "fixed"];
      var state = { key: "findings", descending: true };

      function record(row) { return data.repositories[Number(row.getAttribute("data-index"))]; }
      function format(value) { return value.toLocaleString("en-US"); }

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
        Array.prototype.forEach.call(table.querySelectorAll("thead th[data-key]"), function (th) {
          if (th.getAttribute("data-key") === state.key) {
            th.setAttribute("aria-sort", state.descending ? "descending" : "ascending");
          } else {
            th.removeAttribute("aria-sort");
          }
        });
      }

      function applyFilter() {
        var needle = filter.value.trim().toLowerCase();
        var shown = 0;
        var totals = {};
        sums.forEach(function (key) { totals[key] = 0; });
        rows.forEach(function (row) {
          var r = record(row);
          var text = [r.name, r.path, r.status, r.commit || ""].join(" ").toLowerCase();
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
      }

      Array.prototype.forEach.call(table.querySelectorAll("thead th[data-key] button"), function (button) {
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
      filter.addEventListener("input", applyFilter);

      function openTarget() {
        var id = decodeURIComponent(location.hash.slice(1));
        var target = id ? document.getElementById(id) : null;
        if (target && target.tagName === "DETAILS") { target.open = true; }
      }
      window.addEventListener("hashchange", openTarget);
      Array.prototype.forEach.call(document.querySelectorAll("[data-expand]"), function (button) {
        button.hidden = false;
        button.addEventListener("click", function () {
          var open = button.getAttribute("data-expand") === "open";
          Array.prototype.forEach.call(document.querySelectorAll("#findings details"), function (d) { d.open = open; });
        });
      });

      sort();
      applyFilter();
      openTarget();
      document.documentElement.setAttribute("data-ready", "true");
    })();
    """#
}
