import Foundation
import Synchronization

/// Where the wall time of a scan goes, on standard error, when `A11YSCAN_TRACE` is set: each
/// phase's start, and per parallel pass each worker's files, busy time and time spent waiting
/// for work. For finding idle cores; when the variable is not set nothing is measured.
package enum ScanTrace {
    package static let isOn = getenv("A11YSCAN_TRACE") != nil

    /// Milliseconds on the monotonic clock (the clock `perf` timestamps use).
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    /// Milliseconds of CPU the calling thread has used.
    static func threadCPU() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    /// Milliseconds of CPU the process has used, all threads.
    static func processCPU() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    /// A phase begins now.
    package static func mark(_ phase: @autoclosure () -> String) {
        guard isOn else { return }
        write("\(phase()) at \(format(now())) ms, process cpu \(format(processCPU())) ms")
    }

    private static let counts = Mutex<[String: Int]>([:])

    /// One more of `what` (a decision made per file), written by `writeCounts`.
    package static func count(_ what: @autoclosure () -> String) {
        guard isOn else { return }
        counts.withLock { $0[what(), default: 0] += 1 }
    }

    /// The counts made so far, by name; then forgotten.
    package static func writeCounts() {
        guard isOn else { return }
        let made = counts.withLock { counts in
            defer { counts = [:] }
            return counts
        }
        for (what, count) in made.sorted(by: { $0.key < $1.key }) { write("\(what): \(count)") }
    }

    static func write(_ line: String) {
        FileHandle.standardError.write(Data(("a11yscan-trace: " + line + "\n").utf8))
    }

    static func format(_ milliseconds: Double) -> String { String(format: "%.1f", milliseconds) }

    /// One worker's account of a parallel pass; reads no clock when tracing is off.
    struct Worker {
        private let started = ScanTrace.isOn ? ScanTrace.now() : 0
        private let startedCPU = ScanTrace.isOn ? ScanTrace.threadCPU() : 0
        private var busy = 0.0
        private var files = 0

        /// Runs one item's work, counting its wall time as busy.
        mutating func work<Result>(_ body: () -> Result) -> Result {
            guard ScanTrace.isOn else { return body() }
            let begin = ScanTrace.now()
            defer {
                busy += ScanTrace.now() - begin
                files += 1
            }
            return body()
        }

        func report(_ pass: String) {
            guard ScanTrace.isOn else { return }
            let wall = ScanTrace.now() - started
            ScanTrace.write("\(pass) worker: \(files) files, wall \(ScanTrace.format(wall)) ms, busy \(ScanTrace.format(busy)) ms, "
                + "cpu \(ScanTrace.format(ScanTrace.threadCPU() - startedCPU)) ms, ended at \(ScanTrace.format(ScanTrace.now())) ms")
        }
    }
}
