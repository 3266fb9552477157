import A11yScanFindings
import Foundation

/// The findings a team has accepted for now, so a pre-merge scan fails only on new ones.
/// Stored as versioned JSON, sorted, so regenerating it for the same findings gives the same
/// bytes and a review diff shows only real changes.
///
/// Entries match findings as a multiset on fingerprint + path + rule: two identical findings
/// need two entries. Paths are those of `BaselinePaths` (from the git work tree's top), so a
/// baseline matches whatever folder is scanned and however paths are printed.
public struct Baseline: Sendable, Hashable {
    /// The file format version this build writes and reads.
    public static let formatVersion = 1

    /// Entries in file order.
    public private(set) var entries: [BaselineEntry]

    public init(entries: [BaselineEntry]) {
        self.entries = entries.sorted(by: BaselineEntry.fileOrder)
    }

    /// A baseline of `findings` under the paths they are reported under.
    public static func make(from findings: [Finding]) -> Baseline {
        Baseline(entries: findings.map { BaselineEntry($0) })
    }

    /// The file's bytes: pretty-printed JSON with sorted keys and a final line break.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        let json = (try? encoder.encode(BaselineDocument(version: Self.formatVersion, findings: entries))) ?? Data()
        return json + Data("\n".utf8)
    }

    /// Writes the file atomically (a reader never sees half a baseline).
    public func write(to url: URL) throws(BaselineError) {
        do {
            try encoded().write(to: url, options: .atomic)
        } catch {
            throw BaselineError(file: url.path, message: "cannot write the baseline: \(error.localizedDescription)",
                                hint: "check that the folder exists and is writable")
        }
    }

    public static func load(from url: URL) throws(BaselineError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            let exists = FileManager.default.fileExists(atPath: url.path)
            throw BaselineError(file: url.path, message: exists ? "cannot read the baseline" : "no such baseline file",
                                hint: exists ? "check the file's permissions" : "write a baseline from a scan first, or fix the path")
        }
        return try decode(data, file: url.path)
    }

    /// Reads a baseline from bytes; `file` names it in errors.
    public static func decode(_ data: Data, file: String) throws(BaselineError) -> Baseline {
        let document: BaselineDocument
        do {
            document = try JSONDecoder().decode(BaselineDocument.self, from: data)
        } catch let error as DecodingError {
            throw BaselineDocument.error(error, file: file)
        } catch {
            throw BaselineError(file: file, message: "not a baseline: \(error.localizedDescription)")
        }
        guard document.version == formatVersion else {
            throw BaselineError(file: file, field: "version",
                                message: "baseline format version \(document.version) is not supported (this build reads \(formatVersion))",
                                hint: "write the baseline again with this version")
        }
        return Baseline(entries: document.findings)
    }
}
