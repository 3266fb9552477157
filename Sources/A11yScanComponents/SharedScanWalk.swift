/// How the scan's walk lists the project's files, when the project is the scanned folder: then
/// the summaries take the scan's list instead of walking the project a second time.
package enum SharedScanWalk: Sendable {
    /// It lists exactly the project's files.
    case asIs
    /// It did not respect ignore files: the project's files are those the ignore rules keep
    /// (`RootIgnoreRules`), or, when folders inside hold ignore files, the project is walked.
    case withoutIgnoredFiles
}
