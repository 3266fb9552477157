import A11yScanComponents
import A11yScanRules
import A11yScanSyntax

/// Reads arbitrary bytes as an Android layout file: a project's layouts are read by every scan of
/// it, and a broken one may only give fewer views. The views found keep their order and lines,
/// survive the summaries' form and the cache's one line per view, and answer the index's questions.
enum LayoutFileFuzzing {
    static func run(_ bytes: [UInt8]) {
        let views = LayoutReader.views(in: bytes, path: "res/layout/fuzz.xml")
        // Lines as every finding counts them (a lone carriage return ends one too).
        let lines = SourceFile(path: "res/layout/fuzz.xml", language: .layout, text: bytes).lines.line(of: bytes.count)
        var previous = 1
        for view in views {
            fuzzCheck(view.line >= previous && view.line <= lines, "view \(view.id) on line \(view.line) of \(lines), after \(previous)")
            previous = view.line
            fuzzCheck(!view.id.isEmpty, "a view without an id on line \(view.line)")
            fuzzCheck(LayoutView(view.summary) == view, "the cache's form changes view \(view.id)")
        }
        let cached = Array(("x\n" + LayoutCacheText.write(views)).utf8)
        fuzzCheck(LayoutCacheText.lines(in: cached, from: 2) == views.count, "the cache's lines are not one per view")
        fuzzCheck(LayoutCacheText.read(cached, from: 2, files: [("res/layout/fuzz.xml", views.count)]) == views,
                  "the cache's line form changes a view")
        let index = LayoutIndex(views)
        for view in views {
            let found = index.view(named: LayoutView.bindingName(view.id), shape: .image, inflatedLayouts: { ["fuzz"] })
            fuzzCheck(found.map { $0.shape == .image } ?? true, "the index answers image with another shape for \(view.id)")
        }
    }
}
