import A11yScanReport
import A11yScanSystem
import Foundation

/// `a11yscan rules --write-docs DIR`: writes each rule's page and the index into DIR (each file
/// atomically, only when its text changed) and removes the generated pages of rules that are
/// gone; other files in DIR are left alone.
enum RuleDocsWriter {
    static func write(_ pages: [(name: String, text: String)], into folder: String) throws -> (written: Int, removed: Int) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandLineError.output(path: folder, reason: "cannot create the folder")
        }
        var written = 0
        for page in pages {
            let path = URL(fileURLWithPath: folder).appendingPathComponent(page.name).path
            if FileManager.default.contents(atPath: path) == Data(page.text.utf8) { continue }
            try AtomicFile.write(Array(page.text.utf8), to: path)
            written += 1
        }
        let kept = Set(pages.map(\.name))
        var removed = 0
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".md") && !kept.contains(name) {
            let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
            guard let data = FileManager.default.contents(atPath: path),
                  String(decoding: data.prefix(200), as: UTF8.self).hasPrefix(RuleDocPages.generatedMarker) else { continue }
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch {
                throw CommandLineError.output(path: path, reason: "cannot remove a page of a rule that is gone")
            }
            removed += 1
        }
        return (written, removed)
    }
}
