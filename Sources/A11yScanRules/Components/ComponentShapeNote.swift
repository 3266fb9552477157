import A11yScanSyntax

extension ComponentIndex {
    /// For a finding at `node` that is, or is labelled by, one of the app's own views that is
    /// only an image: a sentence naming that view and where it is, so the reader sees why a call
    /// of it counts as an image. Nil when no such view is inside the node.
    func shapeNote(at node: Int32, in tree: CallTree, shapes: [Int32: ComponentShape]) -> String? {
        guard !shapes.isEmpty else { return nil }
        let end = tree.nodes[Int(node)].subtreeEnd
        for inner in node..<end {
            let call = tree.nodes[Int(inner)]
            guard call.kind == .call, shapes[call.nameID] == .image else { continue }
            let name = String(decoding: tree.source.code[call.name], as: UTF8.self)
            let found = components(named: name, language: tree.source.language)
            guard let summary = found.first(where: { $0.path == tree.source.path }) ?? found.first else { continue }
            return " Through `\(name)` (\(summary.path):\(summary.line)): the app's own view that shows only an image, "
                + "so it names nothing by itself."
        }
        return nil
    }
}
