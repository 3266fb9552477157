/// Starts git and waits for it. The engine never starts a process itself: whoever runs it (the
/// command line, a test) hands in the one implementation that does, `GitProcess`.
public protocol GitRunner: Sendable {
    /// Runs `git arguments…` directly (no shell, so no quoting of user input) with standard
    /// input closed, in this process's environment changed by `environment` (a nil value
    /// removes the variable). Throws only when git cannot be started.
    func run(_ arguments: [String], environment: [String: String?]) throws(ChangedLinesError) -> GitCommand.Output
}
