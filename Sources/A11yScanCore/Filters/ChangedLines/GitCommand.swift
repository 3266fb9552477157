import Foundation

/// Runs `git` in a given folder with optional locks off, so a scan never blocks on, or takes,
/// the repository's index lock. The process is started by the `GitRunner` handed in.
public struct GitCommand: Sendable {
    /// What one git command produced.
    public struct Output: Sendable {
        public var status: Int32
        public var standardOutput: Data
        public var standardError: String

        public init(status: Int32, standardOutput: Data, standardError: String) {
            self.status = status
            self.standardOutput = standardOutput
            self.standardError = standardError
        }

        var succeeded: Bool { status == 0 }
        /// Standard output as text without the final line break.
        var text: String {
            var text = String(decoding: standardOutput, as: UTF8.self)
            while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
            return text
        }
    }

    let runner: any GitRunner

    init(_ runner: any GitRunner) {
        self.runner = runner
    }

    /// Runs `git -C directory arguments…` and waits for it.
    func run(_ arguments: [String], in directory: String) throws(ChangedLinesError) -> Output {
        var output = try runner.run(["-C", directory] + arguments,
                                    environment: ["GIT_OPTIONAL_LOCKS": "0", "GIT_TERMINAL_PROMPT": "0"])
        output.standardError = output.standardError.trimmingWhitespace
        return output
    }
}
