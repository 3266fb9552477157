import A11yScanFindings
import Foundation
import Yams

/// Reads the YAML header of a guideline page with Yams. Keys are compared trimmed and
/// case-insensitively, so `screenreader: ` with a trailing space still counts. When the YAML
/// does not parse, a line-based fallback recovers `title` and the `screenreader` values so the
/// page stays usable, and a warning says what was wrong.
struct GuidelineFrontMatterParser {
    let path: String
    /// 1-based file line of the first YAML line, to turn YAML positions into file lines.
    let firstLine: Int

    func parse(_ yaml: String) -> (frontMatter: GuidelineFrontMatter, warnings: [GuidelineWarning]) {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            let (line, problem) = describe(error)
            let warning = GuidelineWarning(
                path: path, line: line, field: "front matter",
                message: "front matter is not valid YAML: \(problem)",
                hint: "only `title` and `screenreader` were recovered; check indentation and quoting"
            )
            return (FrontMatterLineReader.read(yaml), [warning])
        }
        guard let root else { return (GuidelineFrontMatter(), []) }
        guard let mapping = root.mapping else {
            let warning = GuidelineWarning(
                path: path, line: firstLine, field: "front matter",
                message: "front matter is not a mapping of keys to values",
                hint: "start it with `title: \"Component name\"`"
            )
            return (GuidelineFrontMatter(), [warning])
        }
        return read(mapping)
    }

    private func read(_ mapping: Node.Mapping) -> (GuidelineFrontMatter, [GuidelineWarning]) {
        var frontMatter = GuidelineFrontMatter()
        var warnings: [GuidelineWarning] = []
        for (keyNode, value) in mapping {
            guard let rawKey = keyNode.scalar?.string else { continue }
            let key = GuidelinePageVocabulary.normalized(rawKey)
            let line = keyNode.mark.map { $0.line + firstLine - 1 }
            switch key {
            case "title":
                if let text = value.scalar.map({ Self.clean($0.string) }) {
                    frontMatter.title = text.isEmpty ? nil : text
                } else {
                    warnings.append(GuidelineWarning(
                        path: path, line: line, field: "title",
                        message: "title is not a single text value", hint: "write `title: \"Component name\"`"
                    ))
                }
            case "url":
                frontMatter.url = value.scalar.map { Self.clean($0.string) }.flatMap { $0.isEmpty ? nil : $0 }
            case "screenreader", "screen reader":
                frontMatter.screenReader = readScreenReader(value, line: line, warnings: &warnings)
            case "keyboard":
                frontMatter.keyboard = readInteractions(value)
            case "mobile", "mobile gestures", "gestures":
                frontMatter.gestures = readInteractions(value)
            case "settings":
                frontMatter.settings = readInteractions(value)
            default:
                continue
            }
        }
        return (frontMatter, warnings)
    }

    private func readScreenReader(
        _ node: Node, line: Int?, warnings: inout [GuidelineWarning]
    ) -> [Section: String] {
        guard let mapping = node.mapping else {
            if !(node.scalar?.string.isEmpty ?? false) {
                warnings.append(GuidelineWarning(
                    path: path, line: line, field: "screenreader",
                    message: "screenreader is not a mapping",
                    hint: "list `name:`, `role:`, `group:` and `state:` under it"
                ))
            }
            return [:]
        }
        var expectations: [Section: String] = [:]
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string,
                  let section = GuidelinePageVocabulary.section(forScreenReaderKey: key),
                  let text = value.scalar.map({ Self.clean($0.string) }), !text.isEmpty
            else { continue }
            expectations[section] = text
        }
        return expectations
    }

    private func readInteractions(_ node: Node) -> [GuidelineFrontMatter.Interaction] {
        guard let mapping = node.mapping else { return [] }
        return mapping.compactMap { keyNode, value in
            guard let trigger = keyNode.scalar.map({ Self.clean($0.string) }), !trigger.isEmpty,
                  let outcome = value.scalar.map({ Self.clean($0.string) })
            else { return nil }
            return GuidelineFrontMatter.Interaction(trigger: trigger, outcome: outcome)
        }
    }

    /// Trims every line and joins the lines of a block scalar with single spaces.
    static func clean(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    private func describe(_ error: any Error) -> (line: Int?, problem: String) {
        guard let yamlError = error as? YamlError else { return (firstLine, String(describing: error)) }
        switch yamlError {
        case .scanner(_, let problem, let mark, _),
             .parser(_, let problem, let mark, _),
             .composer(_, let problem, let mark, _):
            return (mark.line + firstLine - 1, problem)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return (context.mark.line + firstLine - 1, "duplicate keys \(duplicates.joined(separator: ", "))")
        case .reader(let problem, _, _, _):
            return (firstLine, problem)
        default:
            return (firstLine, String(describing: yamlError))
        }
    }
}
