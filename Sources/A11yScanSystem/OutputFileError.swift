/// A report or other output file that could not be written, and the system's reason.
package struct OutputFileError: Error, Sendable {
    /// The path as the user gave it.
    package let path: String
    package let reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
