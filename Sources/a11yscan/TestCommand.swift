import A11yScanCore
import A11yScanGuidelines
import A11yScanRules
import ArgumentParser
import Foundation

/// `a11yscan test DIR…`: runs the examples of every rule in rule folders (the built-in
/// `Patterns/` or a team's), so a folder is checked the same way whoever wrote it.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run the examples of every rule in rule folders.",
        discussion: """
            Each bad example must give exactly one finding of its rule, where its ↓ marker stands; each good \
            example none. A folder's facts/ sub-folder is loaded with it, and its entries/ sub-folder is checked. Exit status: 0 every example passes, \
            1 an example fails, 2 a rule, fact or entry does not load.
            """)

    @Argument(help: "Folders of rule files (*.yml).")
    var folders: [String]

    func run() throws {
        var rules: [Rule] = []
        for folder in folders {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw CommandLineError.usage("\(folder): no such folder")
            }
            do {
                rules += try RuleSet.load(directory: URL(fileURLWithPath: folder))
                _ = try TeamEntries.load(ruleFolders: [folder])
            } catch let error as RuleFileError {
                throw CommandLineError.ruleFile(error)
            }
        }
        let failures = rules.flatMap(RuleExampleCheck.failures(of:))
        for failure in failures { print(failure) }
        let examples = rules.reduce(0) { $0 + $1.examples.bad.count + $1.examples.good.count }
        Console.error("\(rules.count) rules, \(examples) examples, \(failures.count) failing")
        if rules.isEmpty { throw CommandLineError.usage("no rule files in \(folders.joined(separator: ", "))") }
        if !failures.isEmpty { throw ExitCode(1) }
    }
}
