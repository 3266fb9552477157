/// When a report was written, in UTC, as the HTML report shows it. Made from seconds since
/// 1970 so no locale or calendar setting can change the text; the command line takes them from
/// `SOURCE_DATE_EPOCH` when set (reproducible pages), else from the clock.
public struct ReportDate: Sendable, Hashable {
    public let secondsSince1970: Int

    public init(secondsSince1970: Int) {
        self.secondsSince1970 = secondsSince1970
    }

    /// `2025-06-02`.
    public var day: String {
        let (year, month, day) = Self.civil(daysSince1970: floorDivide(secondsSince1970, 86_400))
        return "\(year)-\(Self.two(month))-\(Self.two(day))"
    }

    /// `2025-06-02 14:05 UTC`.
    public var minute: String {
        let seconds = secondsSince1970 - floorDivide(secondsSince1970, 86_400) * 86_400
        return "\(day) \(Self.two(seconds / 3600)):\(Self.two(seconds % 3600 / 60)) UTC"
    }

    /// `2025-06-02T14:05Z`, for a `<time datetime>` attribute.
    public var machineReadable: String {
        String(minute.dropLast(4)).replacingFirstSpace(with: "T") + "Z"
    }

    private func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// Year, month and day of a day count (proleptic Gregorian; Howard Hinnant's algorithm).
    private static func civil(daysSince1970 days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

private extension String {
    func replacingFirstSpace(with replacement: String) -> String {
        guard let space = firstIndex(of: " ") else { return self }
        return self[..<space] + replacement + self[index(after: space)...]
    }
}
