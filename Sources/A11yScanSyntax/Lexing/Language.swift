/// The source language of a file; decides which lexer and which rules apply.
public enum Language: String, Codable, CaseIterable, Sendable {
    case swift, kotlin

    /// The language a path's extension implies, if any.
    public init?(pathExtension ext: String) {
        switch ext.lowercased() {
        case "swift": self = .swift
        case "kt", "kts": self = .kotlin
        default: return nil
        }
    }
}
