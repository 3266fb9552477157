import Foundation

/// Locations in the repository, found from this file so tests run from any directory.
enum RepositoryPaths {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let patterns = root.appendingPathComponent("Patterns")
    static let corpus = root.appendingPathComponent("Corpus")
    /// Guideline pages written for the tests in the format of real team pages.
    static let guidelinePages = root.appendingPathComponent("Tests/Fixtures/GuidelinePages")
}
