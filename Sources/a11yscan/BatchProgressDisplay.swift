import A11yScanBatch
import A11yScanCore
import A11yScanReport
import ArgumentParser
import Foundation
import Synchronization

/// The updating progress line on a terminal's standard error, redrawn at most ten times a
/// second (and for the last repository). Shows nothing when disabled.
final class BatchProgressDisplay: Sendable {
    private let enabled: Bool
    private let lastDrawn = Mutex<ContinuousClock.Instant?>(nil)

    init(enabled: Bool) { self.enabled = enabled }

    var show: (@Sendable (BatchProgress) -> Void)? {
        guard enabled else { return nil }
        return { [self] progress in draw(progress) }
    }

    private func draw(_ progress: BatchProgress) {
        let now = ContinuousClock.now
        let due = lastDrawn.withLock { last -> Bool in
            guard progress.done == progress.total || last.map({ now - $0 >= .milliseconds(100) }) ?? true else { return false }
            last = now
            return true
        }
        guard due else { return }
        let line = BatchProgressLine.text(progress, width: Self.terminalWidth())
        FileHandle.standardError.write(Data(("\r\u{1B}[2K" + line).utf8))
    }

    /// Erases the progress line so what follows starts on a clean line.
    func clear() {
        guard enabled, lastDrawn.withLock({ $0 != nil }) else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }

    private static func terminalWidth() -> Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
