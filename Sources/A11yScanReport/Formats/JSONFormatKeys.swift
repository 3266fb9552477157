import A11yScanFindings
import A11yScanRules

/// The member names of the `json` format, version 1 (documented in docs/json-format.md). The
/// writer and the reader both spell keys through these enums, so they cannot drift apart.
enum JSONFormatKeys {
    static let formatVersion = 1

    enum Document: String, CodingKey {
        case version, tool, summary, findings, problems, rules
    }

    enum Tool: String, CodingKey {
        case name, version, guidelinesUrl
    }

    enum Summary: String, CodingKey {
        case findings, errors, warnings, notes, filesWithFindings
        case filesScanned, linesScanned, bytesScanned, problems
        case suppressed, baselined, fixedSinceBaseline
    }

    enum Finding: String, CodingKey {
        case ruleId, severity, path, line, column, endLine, endColumn
        case message, fix, family, entry, section, framework, snippet, snippetColumn, snippetTruncated
        case fingerprint, guidance
    }

    enum Guidance: String, CodingKey {
        case title, expectation, advice, url
    }

    enum Problem: String, CodingKey {
        case path, kind, message, line
    }

    enum Rule: String, CodingKey {
        case id, family, severity, language, framework, entry, section, wcag, message, fix, helpUrl
    }
}
