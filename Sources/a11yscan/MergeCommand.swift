import A11yScanBatch
import A11yScanCore
import A11yScanReport
import ArgumentParser
import Foundation

/// `a11yscan merge`: combines the `--json` outputs of batch shards into the reports a single
/// batch run would have written.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine the --json outputs of batch shards into one report (JSON, CSV, HTML).",
        discussion: """
            Give the --json file of every shard of one batch (the same N, each K once), or of whole \
            batch runs over different repositories. The merged report is the one a single run \
            over all repositories would have written, byte for byte in the JSON.

            Exit status: 0 merged; 1 findings at or above --fail-on; 2 usage error (unreadable or \
            incompatible inputs, missing or repeated shards, unwritable output).
            """)

    @Argument(help: ArgumentHelp("The --json outputs of the shards.", valueName: "shard.json"))
    var files: [String] = []

    @OptionGroup var outputs: BatchOutputOptions

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give the --json outputs of the shards to merge") }
    }

    func run() throws {
        try outputs.checkDestinations()
        let previous = try outputs.loadPrevious()
        let workspace = try BatchOutputOptions.workspace()
        defer { BatchOutputOptions.removeWorkspace(workspace) }
        var merger = BatchMerger(workspace: workspace, previous: previous.findings)
        do {
            for file in files {
                let document = try BatchOutputOptions.readBatchDocument(file)
                try merger.begin(document.part)
                for repository in document.repositories { try merger.add(repository) }
            }
            let outcome = try merger.finish()
            try outputs.finish(outcome, previous: previous)
        } catch let error as BatchInputError {
            throw CommandLineError.usage(error.description)
        } catch let error as BatchStoreError {
            throw CommandLineError.usage(error.description)
        }
    }
}
