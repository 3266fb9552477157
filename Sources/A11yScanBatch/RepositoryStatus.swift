/// What happened to one repository of a batch. Only `scanned` and `empty` carry scan results;
/// the others explain, in the result's message, why the folder could not be scanned. None of
/// them stops the batch.
public enum RepositoryStatus: String, Codable, CaseIterable, Sendable {
    /// Scanned; findings and problems are in the result.
    case scanned
    /// The folder holds no Swift or Kotlin source file the walk selects.
    case empty
    /// The folder does not exist.
    case missing
    /// The folder exists but cannot be listed.
    case unreadable
    /// The path exists but is not a folder.
    case notAFolder = "not-a-folder"
    /// The repository's own configuration cannot be used.
    case configurationError = "configuration-error"

    /// Whether the repository was scanned (with or without files).
    public var wasScanned: Bool { self == .scanned || self == .empty }
}
