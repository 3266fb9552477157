/// The member names of the batch `json` format, version 1 (documented in docs/batch-format.md).
/// Findings, problems, rules and each repository's summary reuse the names of the single-scan
/// `json` format (`JSONFormatKeys`), so a finding reads the same in both.
enum BatchJSONKeys {
    static let formatVersion = 1
    /// The value of `format`, which tells a batch document from a single scan's.
    static let formatName = "a11yscan-batch"

    enum Document: String, CodingKey {
        case version, format, tool, shard, summary, run, rules, repositories
    }

    enum Shard: String, CodingKey {
        case index, count
    }

    enum Summary: String, CodingKey {
        case repositories, repositoriesScanned, repositoriesEmpty, repositoriesNotScanned
        case findings, errors, warnings, notes, filesWithFindings
        case filesScanned, linesScanned, bytesScanned, problems
        case suppressed, baselined, fixedSinceBaseline
    }

    enum Run: String, CodingKey {
        case scanned, fromCache
    }

    enum Repository: String, CodingKey {
        case name, path, team, status, message, commit, summary, findings, problems
    }
}
