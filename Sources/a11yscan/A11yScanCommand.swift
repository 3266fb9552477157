import ArgumentParser

/// The root command. `a11yscan PATH…` is `a11yscan scan PATH…`.
struct A11yScanCommand: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "a11yscan",
        abstract: "Find mobile accessibility anti-patterns in Swift (SwiftUI, UIKit) and Kotlin (Compose, Views) code.",
        discussion: """
            Each finding names the guideline entry it breaks (component, section, framework) and a fix.
            Exit status: 0 no findings at or above --fail-on, 1 findings, 2 usage or configuration error.
            """,
        version: version,
        subcommands: [
            ScanCommand.self, RulesCommand.self, ExplainCommand.self, EntriesCommand.self, InitCommand.self,
            BatchCommand.self, MergeCommand.self, ComponentsCommand.self, TestCommand.self, TreeCommand.self,
        ],
        defaultSubcommand: ScanCommand.self
    )
}
