import A11yScanBatch
import A11yScanCore

/// The one-line progress display of a batch on a terminal: repositories done of total, files,
/// findings, rate and estimated time left, cut to the terminal's width.
public enum BatchProgressLine {
    public static func text(_ progress: BatchProgress, width: Int = 100) -> String {
        let seconds = Double(progress.elapsed.components.seconds)
            + Double(progress.elapsed.components.attoseconds) / 1e18
        var parts = [
            "\(progress.done)/\(progress.total) repositories",
            count(progress.files, "file"),
            count(progress.findings, "finding"),
        ]
        if progress.fromCache > 0 { parts.append("\(progress.fromCache) cached") }
        if progress.done > 0, seconds > 0 {
            let rate = Double(progress.done) / seconds
            parts.append(rate >= 10 ? "\(Int(rate.rounded()))/s" : "\((rate * 10).rounded() / 10)/s")
            let left = Double(progress.total - progress.done) / rate
            parts.append("ETA " + clock(left))
        } else {
            parts.append("ETA --")
        }
        let line = parts.joined(separator: " · ")
        guard width > 1, line.count > width - 1 else { return line }
        return String(line.prefix(width - 2)) + "…"
    }

    /// `m:ss`, or `h:mm:ss` from an hour.
    static func clock(_ seconds: Double) -> String {
        let total = max(0, Int(seconds.rounded(.up)))
        let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(number == 1 ? noun : noun + "s")"
    }
}
