import Foundation

/// Locations in the repository, found from this file so tests run from any directory.
enum RepositoryPaths {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let patterns = root.appendingPathComponent("Patterns")
    static let corpus = root.appendingPathComponent("Corpus")
    static let seeds = root.deletingLastPathComponent().appendingPathComponent("shared/seeds")
}
